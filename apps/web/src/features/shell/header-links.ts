import type { AccessArea } from '@goodhours/domain';

/** A header link; `area` names the ACCESS_RULES entry that must allow it (none: everyone). */
export interface HeaderLink {
  label: string;
  to: string;
  area?: AccessArea;
}

/** Always shown (document 2 §2). */
export const MAIN_LINKS: readonly HeaderLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Timelog', to: '/timelog' },
  { label: 'Task Edit Suggestions', to: '/taskeditsuggestions', area: 'taskEditSuggestions' },
];

export const TEAM_LOCATIONS: HeaderLink = { label: 'Team Locations', to: '/teamlocations' };

/** The Reports menu; a user allowed none of the gated items sees only a Team Locations link. */
export const REPORT_LINKS: readonly HeaderLink[] = [
  { label: 'Reports', to: '/reports', area: 'reports' },
  { label: 'Weekly Summaries Report', to: '/weeklysummariesreport', area: 'weeklySummariesReport' },
  { label: 'Total Org Summary', to: '/totalorgsummary', area: 'totalOrgSummary' },
  TEAM_LOCATIONS,
  { label: 'Total Construction Summary', to: '/bmdashboard/totalconstructionsummary', area: 'totalConstructionSummary' },
];

/** The 'Other Links' admin menu, hidden when empty. */
export const ADMIN_LINKS: readonly HeaderLink[] = [
  { label: 'User Management', to: '/usermanagement', area: 'userManagement' },
  { label: 'Badge Management', to: '/badgemanagement', area: 'badgeManagement' },
  { label: 'Weekly Close', to: '/weekclose', area: 'weekClose' },
  { label: 'Projects', to: '/projects', area: 'projects' },
  { label: 'Teams', to: '/teams', area: 'teams' },
  { label: 'Send Emails', to: '/announcements', area: 'announcements' },
  { label: 'Email Outbox', to: '/emailoutbox', area: 'emailOutbox' },
  { label: 'Visit Figures', to: '/visitfigures', area: 'visitFigures' },
  { label: 'Form Builder', to: '/form', area: 'formBuilder' },
  { label: 'Job Forms', to: '/jobformbuilder', area: 'jobForms' },
  { label: 'Job Notifications', to: '/job-notification-dashboard', area: 'jobNotifications' },
  { label: 'Team Questionnaire Answers', to: '/hgnform/responses', area: 'hgnResponses' },
  { label: 'Advisory Questionnaires', to: '/tsasubmissions', area: 'tsaSubmissions' },
  { label: 'Permissions Management', to: '/permissionsmanagement', area: 'permissionsManagement' },
];
