/** What the Owner's header menus list, in order: the journeys that open them and those that check them read the same lists. */
export const OWNER_OTHER_LINKS = [
  'User Management',
  'Badge Management',
  'Weekly Close',
  'Projects',
  'Teams',
  'Send Emails',
  'Email Outbox',
  'Visit Figures',
  'Form Builder',
  'Job Forms',
  'Job Notifications',
  'Team Questionnaire Answers',
  'Advisory Questionnaires',
  'Permissions Management',
];
export const ALL_REPORTS = ['Reports', 'Weekly Summaries Report', 'Total Org Summary', 'Team Locations', 'Total Construction Summary'];
