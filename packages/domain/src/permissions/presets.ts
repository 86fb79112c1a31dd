import type { BuiltInRole } from '../roles.js';
import { ALL_PERMISSIONS, type PermissionKey } from './catalogue.js';

const volunteer: PermissionKey[] = [
  'suggestTask',
  'deleteTimeEntryOwn',
  'toggleTangibleTime',
  'accessCommunityPortal',
  'accessEducationPortal',
];
const assistantManager: PermissionKey[] = [...volunteer, 'putReviewStatus'];
const mentor: PermissionKey[] = [...assistantManager, 'getProjectMembers'];
const manager: PermissionKey[] = [
  ...mentor,
  'postTask',
  'updateTask',
  'putTeam',
  'removeUserFromTask',
  'accessBuildingPortal',
  'manageTools',
];
const coreTeam: PermissionKey[] = [
  ...volunteer,
  'getReports',
  'getWeeklySummaries',
  'getUserProfiles',
  'getProjectMembers',
  'seeUsersInDashboard',
];
const notForAdministrators = new Set<PermissionKey>([
  'postRole',
  'putRole',
  'deleteRole',
  'addDeleteEditOwners',
  'sendEmails',
  'editHeaderMessage',
  'highlightEligibleBios',
  'resendBlueSquareAndSummaryEmails',
]);

/** The permissions each built-in role starts with (document 4 §2). */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<BuiltInRole, readonly PermissionKey[]>> = {
  Volunteer: volunteer,
  'Assistant Manager': assistantManager,
  Mentor: mentor,
  Manager: manager,
  'Core Team': coreTeam,
  Administrator: ALL_PERMISSIONS.filter((k) => !notForAdministrators.has(k)),
  Owner: [...ALL_PERMISSIONS],
};
