import type { BuiltInRole } from '../roles.js';
import type { AccessRule } from './access.js';

const LEADERS_AND_CORE: readonly BuiltInRole[] = ['Administrator', 'Manager', 'Core Team', 'Owner', 'Mentor'];

/**
 * Who may open each gated area (document 1 §2 route notes, document 2 §2 header menus).
 * The web route guards and the header menus both read this table.
 */
export const ACCESS_RULES = {
  reports: { permissions: ['getReports'] },
  weeklySummariesReport: { roles: LEADERS_AND_CORE, permissions: ['getWeeklySummaries'] },
  totalOrgSummary: { roles: LEADERS_AND_CORE, permissions: ['getReports'] },
  totalConstructionSummary: { permissions: ['getReports'] },
  projects: {
    roles: ['Administrator', 'Owner', 'Manager'],
    permissions: ['postProject', 'putProject', 'deleteProject', 'assignProjectToUsers'],
  },
  projectMembers: { permissions: ['getProjectMembers', 'assignProjectToUsers'] },
  teams: { roles: ['Administrator', 'Owner'], permissions: ['postTeam', 'putTeam', 'deleteTeam', 'assignTeamToUsers'] },
  userManagement: {
    permissions: ['getUserProfiles', 'postUserProfile', 'putUserProfile', 'deleteUserProfile', 'changeUserStatus'],
  },
  badgeManagement: { permissions: ['seeBadges', 'createBadges', 'updateBadges', 'deleteBadges', 'assignBadges', 'modifyBadgeAmount'] },
  weekClose: { roles: ['Administrator', 'Owner'] },
  permissionsManagement: { permissions: ['postRole', 'putRole', 'deleteRole', 'putUserProfilePermissions'] },
  announcements: { permissions: ['sendEmails'] },
  sendEmail: { roles: ['Administrator', 'Owner'] },
  emailOutbox: { roles: ['Owner'] },
  taskEditSuggestions: { permissions: ['updateTask'] },
  jobNotifications: { roles: ['Owner'] },
  formBuilder: { roles: ['Owner'] },
  jobForms: { roles: ['Owner'], permissions: ['manageJobForms'] },
  infoCollections: { roles: ['Owner'] },
  hgnResponses: { roles: ['Owner'] },
  tsaSubmissions: { roles: ['Owner'] },
  mapPeople: { roles: ['Owner'] },
  lessonTags: { roles: ['Administrator', 'Owner'] },
  visitFigures: { roles: ['Owner'] },
} as const satisfies Record<string, AccessRule>;

export type AccessArea = keyof typeof ACCESS_RULES;
