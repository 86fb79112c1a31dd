import { USER_MESSAGES } from './messages.js';

/**
 * Texts of /usermanagement that the spec does not word, in the product's voice.
 */
export const USER_MANAGEMENT_TEXT = {
  empty: 'No users match this search and these filters.',
  listNotAllowed: 'You can create users here, but you do not have permission to see the list of users.',
  passwordHint: `${USER_MESSAGES.passwordRule} The user must change it at the first sign-in.`,
  /** Under the password while the rule itself is shown as its error: the rule is said once. */
  firstSignInHint: 'The user must change it at the first sign-in.',
  created: (name: string) => `${name} was created. They will choose their own password at the first sign-in.`,
  activated: (name: string) => `${name} is active again.`,
  deactivated: (name: string) => `${name} is now inactive.`,
  paused: (name: string, date: string) => `${name} is paused until ${date}.`,
  finalDaySet: (name: string, date: string) => `${name}'s final day is ${date}.`,
  finalDayRemoved: (name: string) => `${name} no longer has a final day.`,
  rehireable: (name: string, yes: boolean) => `${name} is ${yes ? 'now' : 'no longer'} marked as rehireable.`,
  visibility: (name: string, visible: boolean) => `${name} is now ${visible ? 'visible' : 'invisible'} in team views and leaderboards.`,
  protection: (name: string, isProtected: boolean) =>
    isProtected ? `${name}'s account is now protected: only they and an Owner may change it.` : `${name}'s account is no longer protected.`,
  activateQuestion: (name: string) => `Activate ${name}? Their end date and any pause are cleared.`,
  deactivateQuestion: (name: string) => `Deactivate ${name} now? They are signed out and can no longer sign in.`,
  removeFinalDayQuestion: (name: string, date: string) => `Delete the final day (${date}) of ${name}? They stay active.`,
  finalDayExplained: (name: string, date: string) => `${name} stays active until the end of ${date} and becomes inactive the next day.`,
  pauseExplained: (name: string, date: string) => `${name} becomes inactive now and active again on ${date}.`,
  deleteWarning: (name: string) => `This permanently deletes ${name}'s profile and personal data. It cannot be undone.`,
  archiveExplained: 'The profile is hidden from every list and the account becomes inactive; the data stays.',
  inactiveExplained: 'The account becomes inactive today; the profile and data stay visible.',
  removed: {
    delete: (name: string) => `${name} was deleted.`,
    archive: (name: string) => `${name} was archived.`,
    inactive: (name: string) => `${name} is now inactive.`,
  },
} as const;
