/**
 * Every message a user reads, in the product's wording. Quoted text from the spec is kept
 * verbatim; the rest is ours, written in the same voice.
 */
export const MESSAGES = {
  // Shared HTTP behaviour (document 1 §8)
  unexpectedError: 'Unexpected error',
  databaseUnavailable: 'The database cannot be reached right now. Nothing was saved: please try again in a moment.',
  serverOffline: '503 (The server is temporarily offline. Please try again later.)',
  notSignedIn: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'We could not find what you asked for.',
  invalidInput: 'Some of the information is not valid.',
  unstorableText: 'This text contains characters that cannot be saved (a NUL character or a broken emoji).',
  tooDeeplyNested: 'This request is nested too deeply to be read.',
  malformedJson: 'This request is not valid JSON.',

  // What a field says when its schema gives no message of its own (issue 42, defect 11):
  // validation-messages.ts picks one of these for each kind of problem zod finds.
  fieldRequired: 'Please fill this in.',
  textTooLong: (max: number) => `Please use at most ${max.toLocaleString('en-US')} characters.`,
  textTooShort: (min: number) => `Please use at least ${min.toLocaleString('en-US')} characters.`,
  textExactLength: (length: number) => `Please use exactly ${length.toLocaleString('en-US')} characters.`,
  numberTooBig: (max: number) => `Please enter a number no greater than ${max.toLocaleString('en-US')}.`,
  numberBelow: (max: number) => `Please enter a number less than ${max.toLocaleString('en-US')}.`,
  numberTooSmall: (min: number) => `Please enter a number no less than ${min.toLocaleString('en-US')}.`,
  numberAbove: (min: number) => `Please enter a number greater than ${min.toLocaleString('en-US')}.`,
  numberNotMultiple: (step: number) => `Please enter a multiple of ${step.toLocaleString('en-US')}.`,
  tooManyChosen: (max: number) => `Please choose at most ${max.toLocaleString('en-US')}.`,
  tooFewChosen: (min: number) => (min === 1 ? 'Please choose at least one.' : `Please choose at least ${min.toLocaleString('en-US')}.`),
  dateTooLate: 'Please choose an earlier date.',
  dateTooEarly: 'Please choose a later date.',
  fileTooBig: 'This file is too large.',
  expectedText: 'Please enter text here.',
  expectedNumber: 'Please enter a number.',
  expectedWholeNumber: 'Please enter a whole number.',
  expectedYesOrNo: 'Please answer yes or no.',
  expectedList: 'Please choose from the list.',
  expectedDate: 'Please enter a date.',
  notAnEmail: 'Please enter a valid email address.',
  notADate: 'Please enter a real date (YYYY-MM-DD).',
  notADateTime: 'Please enter a real date and time.',
  notATime: 'Please enter a time of day (HH:MM).',
  notAWebAddress: 'Please enter a full web address, starting with https://.',
  notInTheExpectedForm: 'Please check how this is written.',
  notAnOption: 'Please choose one of the options.',
  unknownFields: (names: string) => `This form has no field called ${names}.`,
  /** Under a text field with a limit, before it is near (issue 42): the limit in words. */
  lengthLimit: (max: number) => `Up to ${max.toLocaleString('en-US')} characters`,
  /** The same, once the text comes near its limit. */
  lengthUsed: (used: number, max: number) => `${used.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters`,

  // Login (document 3 §2.2, §5; document 4 §3)
  loginEmailRequired: 'Email is required',
  loginEmailInvalid: 'Please enter a valid email address.',
  loginPasswordRequired: 'Password is required',
  loginInvalidCredentials: 'Invalid email and/or password.',
  loginInactive: 'Sorry, this account is no longer active. If you feel this is in error, please contact your Manager and/or Administrator.',
  loginRateLimited: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,

  /** The one password rule, said the same way wherever a password is chosen (issue 42): create user, forced change, change, reset. */
  passwordRule:
    'Password should be at least 8 characters long and include an uppercase letter, a lowercase letter, a number and a special character.',

  // Forced password change (document 3 §5, §8)
  forcePasswordMismatch: 'must match new password',
  forcePasswordSuccess: 'You will now be directed to the login page...',
  forcePasswordFailure: 'Something went wrong. Please contact your administrator.',
  forcePasswordNotNeeded: 'This account does not need a password change. Please sign in.',

  // Voluntary password change (document 3 §5, §8)
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is not correct.',
  updatePasswordSameAsOld: 'should not be same as old password',
  updatePasswordMismatch: 'must match new password',
  updatePasswordSuccess: 'Your password has been changed. You will now be logged out and sent to the login page.',
  updatePasswordFailure: 'Something went wrong',
  updatePasswordOthers: 'You can only change your own password.',

  // Forgot password (document 3 §5, §8)
  forgotEmailEmpty: 'Email should not be empty',
  forgotFirstNameEmpty: 'First name should not be empty.',
  forgotLastNameEmpty: 'Last name should not be empty.',
  forgotEmailInvalid: 'Please enter a valid email address.',
  forgotSuccess:
    'Nice! You have successfully passed the 3-question Change My Password Challenge. Check your email for your reward: A NEW PASSWORD!',
  forgotFailure: "Well bummer, your entries don't match what is in our system. Don't give up though, you can do this!",

  // Header (document 2 §2)
  logoutQuestion: 'Are you sure you want to logout?',
  logoutReminder: "Don't forget to log your time before logout!",

  // Roles and permissions (document 1 §8, document 4 §2)
  roleUpdateFailed: 'Failed to update role.',
  roleNameRequired: 'Please enter a role name.',
  roleNameTaken: 'A role with this name already exists.',
  roleInUse: 'This role is still held by some users. Give them another role first.',
  roleBuiltIn: 'Built-in roles cannot be deleted.',
  unknownPermission: 'One or more permissions are not in the catalogue.',
  presetNameRequired: 'Please enter a preset name.',
  noPermissionToEditProfile: 'Sorry, you do not have permission to edit this profile.',
  // Refused views (decision 023): 'view', never 'edit', where only looking was asked for.
  noPermissionToViewProfile: 'Sorry, you do not have permission to view this profile.',
  noPermissionToViewTimeLog: 'Sorry, you do not have permission to view this time log.',
  noPermissionToViewDashboard: 'Sorry, you do not have permission to view this dashboard.',
  userNotFound: 'We could not find that user.',

  // Web app: headings, placeholders, permissions management
  // Login heading (document 3 §2.2) and not-found page (document 3 §2.10)
  signInHeading: 'Please Sign in',
  pageNotFound: 'PAGE NOT FOUND',

  // Placeholder for areas that later work builds
  comingSoonTitle: (area: string) => `${area}: not built yet`,
  comingSoonBody: (area: string) => `The ${area} area is not part of this version of Goodhours yet. It will arrive in a later release.`,

  // Dashboard
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  signedInAs: (role: string) => `You are signed in as ${role}.`,

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
  presetNothingToChange: 'Nothing to change: send a new preset name or permissions.',
  defaultsApplied: 'Default permissions filled in. Save to keep them.',
  unsavedChanges: 'You have unsaved changes.',
  userPermissionsSaved: (name: string) => `Permissions of ${name} saved.`,
  userSearchEmpty: 'No one matches this search.',
  noChanges: 'No permission changes recorded yet.',
} as const;
