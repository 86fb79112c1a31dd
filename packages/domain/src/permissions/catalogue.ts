/**
 * The permission catalogue: every key the product checks, with the label and one-line
 * description shown on the permissions management screen, grouped by area.
 */
export interface PermissionInfo {
  readonly key: string;
  readonly label: string;
  readonly description: string;
}

export interface PermissionArea {
  readonly area: string;
  readonly permissions: readonly PermissionInfo[];
}

const p = <const K extends string>(key: K, label: string, description: string) => ({ key, label, description });

export const PERMISSION_AREAS = [
  {
    area: 'Reports',
    permissions: [
      p('getReports', 'See reports', 'Open the people, project and team reports and the organisation summaries.'),
      p('getWeeklySummaries', 'See weekly summaries report', 'Read every volunteer’s weekly summaries in the weekly summaries report.'),
      p(
        'totalValidWeeklySummaries',
        'Edit valid summary counts',
        'Change the count of valid weekly summaries shown for a person in the report.',
      ),
      p('highlightEligibleBios', 'Highlight eligible bios', 'Mark volunteers whose bio is ready to be published.'),
      p('requestBio', 'Request a bio', 'Ask a volunteer to write their bio and change the bio status.'),
      p('editTeamCode', 'Edit team codes in reports', 'Change a person’s team code directly from the weekly summaries report.'),
      p('manageSummariesFilters', 'Manage report filters', 'Create and change the saved filters of the weekly summaries report.'),
    ],
  },
  {
    area: 'Users',
    permissions: [
      p('getUserProfiles', 'See user profiles', 'List people in user management and open other people’s profiles.'),
      p('postUserProfile', 'Create users', 'Create new user accounts.'),
      p('putUserProfile', 'Edit user profiles', 'Change another person’s profile details.'),
      p('deleteUserProfile', 'Delete users', 'Delete or archive a user account.'),
      p('changeUserStatus', 'Change user status', 'Activate, deactivate or pause a user.'),
      p('setFinalDay', 'Set final day', 'Schedule, change or remove a user’s final day.'),
      p('changeUserRehireableStatus', 'Change rehireable status', 'Mark a user as rehireable or not.'),
      p('toggleInvisibility', 'Toggle visibility', 'Hide or show a user in team views and leaderboards.'),
      p(
        'putUserProfileImportantInfo',
        'Edit important profile info',
        'Change role, email, committed hours, dates and other sensitive fields of a profile.',
      ),
      p('updateSummaryRequirements', 'Change summary requirement', 'Set whether a person has to write a weekly summary.'),
      p('updatePassword', 'Update others’ passwords', 'Set a new password for another user.'),
      p('resetPassword', 'Reset passwords', 'Send a user a reset link to choose a new password.'),
      p('manageTimeOffRequests', 'Manage time off for others', 'Create, change and delete other people’s time-off requests.'),
      p('manageAdminLinks', 'Manage admin links', 'See and edit the administrator links of a profile (such as the Media Folder).'),
      p('addDeleteEditOwners', 'Manage Owners', 'Create, edit and delete accounts with the Owner role.'),
      p(
        'seeUsersInDashboard',
        'See everyone on the dashboard',
        'See every active user in the leaderboard and team views, not only one’s own teams.',
      ),
      p('seeVisibilityIcon', 'See invisible users', 'See the icon that marks users hidden from team views.'),
      p('seeSummaryIndicator', 'See summary indicator', 'See whether each person has submitted this week’s summary.'),
    ],
  },
  {
    area: 'Infringements',
    permissions: [
      p('addInfringements', 'Add blue squares', 'Give a person a blue square.'),
      p('editInfringements', 'Edit blue squares', 'Change the date or description of a blue square.'),
      p('deleteInfringements', 'Delete blue squares', 'Remove a blue square from a person.'),
    ],
  },
  {
    area: 'Tracking',
    permissions: [
      p('viewTrackingOverview', 'See the warning tracker', 'See the warning tracker on team members.'),
      p('issueTrackingWarnings', 'Issue warnings', 'Give a team member a tracked warning.'),
      p('issueBlueSquare', 'Issue blue squares from tracker', 'Turn tracked warnings into a blue square.'),
      p('deleteWarning', 'Delete warnings', 'Remove a tracked warning from a person.'),
      p('addWarningTracker', 'Add trackers', 'Create a new kind of warning to track.'),
      p('deactivateWarningTracker', 'Deactivate trackers', 'Hide a tracker while keeping its warnings.'),
      p('reactivateWarningTracker', 'Reactivate trackers', 'Show a deactivated tracker again.'),
      p('deleteWarningTracker', 'Delete trackers', 'Delete a tracker and every warning recorded with it.'),
    ],
  },
  {
    area: 'Badges',
    permissions: [
      p('seeBadges', 'See badge management', 'Open the badge management screen.'),
      p('createBadges', 'Create badges', 'Create new badges.'),
      p('updateBadges', 'Edit badges', 'Change a badge’s name, picture, description or ranking.'),
      p('deleteBadges', 'Delete badges', 'Delete a badge.'),
      p('assignBadges', 'Assign badges', 'Give badges to people by hand.'),
      p('modifyBadgeAmount', 'Change badge counts', 'Change how many times a person has earned a badge.'),
    ],
  },
  {
    area: 'Projects',
    permissions: [
      p('postProject', 'Create projects', 'Create new projects.'),
      p('deleteProject', 'Delete projects', 'Delete or archive a project.'),
      p('putProject', 'Edit projects', 'Rename a project, change its category or active flag.'),
      p('getProjectMembers', 'See project members', 'See who is a member of each project.'),
      p('assignProjectToUsers', 'Assign projects', 'Add people to a project and remove them.'),
      p('postWbs', 'Create WBS', 'Add a work breakdown structure to a project.'),
      p('deleteWbs', 'Delete WBS', 'Delete a work breakdown structure and its tasks.'),
    ],
  },
  {
    area: 'Tasks',
    permissions: [
      p('postTask', 'Create tasks', 'Add tasks to a work breakdown structure.'),
      p('updateTask', 'Edit tasks', 'Change any field of a task and review task edit suggestions.'),
      p('deleteTask', 'Delete tasks', 'Delete a task together with its subtasks.'),
      p('importTask', 'Import tasks', 'Import tasks into a WBS from a spreadsheet.'),
      p('resolveTask', 'Resolve tasks', 'Mark a task as done for a person.'),
      p('suggestTask', 'Suggest task edits', 'Propose changes to a task for a reviewer to approve.'),
      p('putReviewStatus', 'Review submitted work', 'Complete or send back work that a person submitted for review.'),
      p('removeUserFromTask', 'Remove people from tasks', 'Take a person off a task from the team view.'),
    ],
  },
  {
    area: 'Teams',
    permissions: [
      p('postTeam', 'Create teams', 'Create new teams.'),
      p('putTeam', 'Edit teams', 'Rename a team, change its code or active flag.'),
      p('deleteTeam', 'Delete teams', 'Delete a team.'),
      p('assignTeamToUsers', 'Manage team members', 'Add people to a team and remove them.'),
    ],
  },
  {
    area: 'Time',
    permissions: [
      p('postTimeEntry', 'Log time for others', 'Add a time entry on someone else’s behalf.'),
      p('editTimeEntryTime', 'Edit time of entries', 'Change the hours and minutes of any time entry.'),
      p('editTimeEntryDescription', 'Edit notes of entries', 'Change the notes of any time entry.'),
      p('editTimeEntryDate', 'Edit date of entries', 'Change the date of any time entry.'),
      p('editTimeEntryToggleTangible', 'Toggle others’ tangible time', 'Switch someone else’s entry between tangible and intangible.'),
      p('toggleTangibleTime', 'Toggle own tangible time', 'Switch one’s own entries between tangible and intangible.'),
      p('deleteTimeEntryOwn', 'Delete own entries', 'Delete one’s own time entries.'),
      p('deleteTimeEntryOthers', 'Delete others’ entries', 'Delete other people’s time entries.'),
    ],
  },
  {
    area: 'Roles',
    permissions: [
      p('postRole', 'Create roles', 'Create new roles and save permission presets.'),
      p('putRole', 'Edit roles', 'Change the permissions of a role and apply presets.'),
      p('deleteRole', 'Delete roles', 'Delete a role that nobody holds.'),
      p('putUserProfilePermissions', 'Edit a person’s permissions', 'Give one person extra permissions or take some of their role’s away.'),
    ],
  },
  {
    area: 'Portals',
    permissions: [
      p('accessBuildingPortal', 'Use the building management portal', 'Pass the building management login and use its pages.'),
      p('accessCommunityPortal', 'Use the community portal', 'Pass the community portal login and use its pages.'),
      p('accessEducationPortal', 'Use the education portal', 'Pass the education portal login and use its pages.'),
      p('accessListingPortal', 'Use the listing and bidding portal', 'Pass the listing and bidding login and use its pages.'),
      p('approvePurchases', 'Approve purchases', 'Approve or reject the building portal’s purchase requests and record what was received.'),
      p('manageTools', 'Manage tools', 'Check in any tool or piece of equipment on the building portal, whoever holds it.'),
      p('editBuildingChoices', 'Edit building choices', 'Change the roles and teams the building portal’s external team form offers.'),
    ],
  },
  {
    area: 'Other',
    permissions: [
      p('sendEmails', 'Send emails', 'Send announcements to volunteers and mailing lists.'),
      p('editHeaderMessage', 'Edit header message', 'Write the message shown in everyone’s header.'),
      p('updatePopup', 'Edit pop-ups', 'Change the content of the pop-up dialogs.'),
      p('manageJobForms', 'Manage job forms', 'Create and edit job application forms.'),
      p('manageFAQs', 'Manage FAQs', 'Add, edit and remove frequently asked questions.'),
      p('resendBlueSquareAndSummaryEmails', 'Resend weekly emails', 'Send the blue square and weekly summary emails again.'),
    ],
  },
] as const satisfies readonly PermissionArea[];

type AreaKeys<A> = A extends { permissions: readonly (infer I)[] } ? (I extends { key: infer K } ? K : never) : never;
export type PermissionKey = AreaKeys<(typeof PERMISSION_AREAS)[number]>;

export const ALL_PERMISSIONS: readonly PermissionKey[] = PERMISSION_AREAS.flatMap((a) => a.permissions.map((x) => x.key));

const byKey = new Map<string, PermissionInfo & { area: string }>(
  PERMISSION_AREAS.flatMap((a) => a.permissions.map((x) => [x.key, { ...x, area: a.area }] as const)),
);

export function isPermissionKey(key: string): key is PermissionKey {
  return byKey.has(key);
}

export function permissionInfo(key: string): (PermissionInfo & { area: string }) | undefined {
  return byKey.get(key);
}

/** A catalogue entry with its key typed. */
export type PermissionEntry = PermissionInfo & { readonly key: PermissionKey };
