/** The people of the demo organisation. Invented names; any likeness is a coincidence. */
export const DEMO_PASSWORD = 'Goodhours!1';

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  jobTitle: string;
  weeklyCommittedHours: number;
  /** Permissions granted to this person on top of their role's (document 4 §2). */
  frontPermissions?: string[];
  /** Only the person themself or an Owner holding addDeleteEditOwners may change it (document 4 §2). */
  isProtected?: boolean;
}

/**
 * The developer who keeps the app running: a protected account, so that the demo shows an
 * Administrator being kept out of it while the Owner may still change it.
 */
export const PROTECTED_DEMO_EMAIL = 'ivan.horvat@demo.goodhours.org';

export const ROLE_ACCOUNTS: DemoPerson[] = [
  {
    email: 'owner@demo.goodhours.org',
    firstName: 'Olivia',
    lastName: 'Whitfield',
    role: 'Owner',
    jobTitle: 'Founder',
    weeklyCommittedHours: 20,
  },
  {
    email: 'admin@demo.goodhours.org',
    firstName: 'Arjun',
    lastName: 'Mehta',
    role: 'Administrator',
    jobTitle: 'Operations Lead',
    weeklyCommittedHours: 15,
  },
  {
    email: 'manager@demo.goodhours.org',
    firstName: 'Maria',
    lastName: 'Delgado',
    role: 'Manager',
    jobTitle: 'Construction Manager',
    weeklyCommittedHours: 15,
    // The organisation lets its construction manager set up projects, keep the warning tracker
    // and the saved filters of the weekly summaries report.
    frontPermissions: [
      'postProject',
      'putProject',
      'assignProjectToUsers',
      'postWbs',
      'deleteTask',
      'importTask',
      'viewTrackingOverview',
      'issueTrackingWarnings',
      'issueBlueSquare',
      'deleteWarning',
      'manageSummariesFilters',
    ],
  },
  {
    email: 'mentor@demo.goodhours.org',
    firstName: 'Kwame',
    lastName: 'Asante',
    role: 'Mentor',
    jobTitle: 'Software Mentor',
    weeklyCommittedHours: 10,
  },
  {
    email: 'core@demo.goodhours.org',
    firstName: 'Hannah',
    lastName: 'Becker',
    role: 'Core Team',
    jobTitle: 'Sustainability Researcher',
    weeklyCommittedHours: 20,
  },
  {
    email: 'assistant@demo.goodhours.org',
    firstName: 'Liam',
    lastName: "O'Connor",
    role: 'Assistant Manager',
    jobTitle: 'Assistant Site Manager',
    weeklyCommittedHours: 10,
  },
  {
    email: 'volunteer@demo.goodhours.org',
    firstName: 'Sofia',
    lastName: 'Rossi',
    role: 'Volunteer',
    jobTitle: 'Architecture Student',
    weeklyCommittedHours: 10,
  },
];

const VOLUNTEER_NAMES: [string, string, string][] = [
  ['Amara', 'Okafor', 'Civil Engineer'],
  ['Benjamin', 'Hartley', 'Web Developer'],
  ['Chloe', 'Nguyen', 'Graphic Designer'],
  ['Diego', 'Alvarez', 'Permaculture Designer'],
  ['Elena', 'Petrova', 'Data Analyst'],
  ['Farid', 'Haddad', 'Electrical Engineer'],
  ['Grace', 'Kim', 'Technical Writer'],
  ['Hiroshi', 'Tanaka', 'Backend Developer'],
  ['Isabel', 'Moreno', 'Landscape Architect'],
  ['Jamal', 'Washington', 'Video Editor'],
  ['Katarzyna', 'Nowak', 'Structural Engineer'],
  ['Lucas', 'Fontaine', 'Frontend Developer'],
  ['Mei', 'Lin', 'UX Researcher'],
  ['Noah', 'Fischer', 'Solar Technician'],
  ['Olga', 'Ivanova', 'Translator'],
  ['Priya', 'Raman', 'Nutritionist'],
  ['Quentin', 'Laurent', 'Carpenter'],
  ['Rosa', 'Jimenez', 'Social Media Coordinator'],
  ['Samuel', 'Adeyemi', 'QA Engineer'],
  ['Tara', 'Sullivan', 'Grant Writer'],
  ['Umar', 'Siddiqui', 'Hydrologist'],
  ['Valentina', 'Costa', 'Illustrator'],
  ['William', 'Brooks', 'Project Coordinator'],
  ['Ximena', 'Ruiz', 'Botanist'],
  ['Yusuf', 'Demir', 'Mechanical Engineer'],
  ['Zoe', 'Campbell', 'Photographer'],
  ['Aiden', 'Murphy', 'DevOps Engineer'],
  ['Bianca', 'Ferreira', 'Interior Designer'],
  ['Connor', 'Walsh', 'Energy Modeller'],
  ['Dalia', 'Mansour', 'Educator'],
  ['Ethan', 'Park', 'Mobile Developer'],
  ['Fatima', 'Zahra', 'Public Health Researcher'],
  ['Gabriel', 'Silva', 'Stonemason'],
  ['Helena', 'Lindqvist', 'Copy Editor'],
  ['Ivan', 'Horvat', '3D Modeller'],
  ['Julia', 'Schneider', 'Accountant'],
  ['Kenji', 'Watanabe', 'Aquaponics Technician'],
  ['Leila', 'Karimi', 'Community Organiser'],
  ['Mateo', 'Romero', 'Plumber'],
  ['Nadia', 'Popescu', 'Biologist'],
];

export const VOLUNTEERS: DemoPerson[] = VOLUNTEER_NAMES.map(([firstName, lastName, jobTitle], i) => {
  const email = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@demo.goodhours.org';
  return {
    email,
    firstName,
    lastName,
    role: 'Volunteer',
    jobTitle,
    weeklyCommittedHours: [5, 10, 10, 10, 15, 20][i % 6] as number,
    ...(email === PROTECTED_DEMO_EMAIL ? { isProtected: true } : {}),
  };
});
