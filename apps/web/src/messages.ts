/**
 * Texts the web app shows that are not (yet) in the domain's MESSAGES. Quoted spec wording is
 * kept verbatim; the rest is ours. Meant to move to `packages/domain/src/messages.ts`.
 */
export const WEB_MESSAGES = {
  // Login heading (document 3 §2.2) and not-found page (document 3 §2.10)
  signInHeading: 'Please Sign in',
  pageNotFound: 'PAGE NOT FOUND',

  // Placeholder for areas that later work builds
  comingSoonTitle: (area: string) => `${area}: not built yet`,
  comingSoonBody: (area: string) =>
    `The ${area} area is not part of this version of Goodhours yet. It will arrive in a later release.`,

  // Dashboard
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  signedInAs: (role: string) => `You are signed in as ${role}.`,
  dashboardPending:
    'Your summary bar, weekly summary, tasks, time log, team member tasks and leaderboard will appear here once those areas are built.',
  otherDashboardPending: 'Viewing another person’s dashboard is not built yet.',

  // Update check (document 3 §4)
  newVersion: 'A new version of Goodhours is available.',

  // Error view
  loadFailed: 'This page could not be loaded.',

  // Forced password change without a reset token
  resetTokenMissing:
    'This password change can no longer be completed here (the sign-in that started it has expired or was opened in another tab). Please sign in again.',

  // Permissions management
  roleSaved: 'Role updated.',
  roleCreated: (name: string) => `Role "${name}" created.`,
  roleDeleted: (name: string) => `Role "${name}" deleted.`,
  roleDeleteQuestion: (name: string) => `Delete the role "${name}"? This cannot be undone.`,
  roleNotFound: (name: string) => `There is no role called "${name}".`,
  roleReadOnly: 'You can look at this role but not change it.',
  presetSaved: (name: string) => `Preset "${name}" saved.`,
  presetApplied: (name: string) => `Preset "${name}" applied. Save to keep it.`,
  presetDeleted: (name: string) => `Preset "${name}" deleted.`,
  noPresets: 'No presets saved for this role yet.',
  defaultsApplied: 'Default permissions filled in. Save to keep them.',
  unsavedChanges: 'You have unsaved changes.',
  userPermissionsSaved: (name: string) => `Permissions of ${name} saved.`,
  userSearchEmpty: 'No one matches this search.',
  noChanges: 'No permission changes recorded yet.',
} as const;
