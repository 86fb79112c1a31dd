/**
 * Every message a user reads, in the product's wording. Quoted text from the spec is kept
 * verbatim; the rest is ours, written in the same voice.
 */
export const MESSAGES = {
  // Shared HTTP behaviour (document 1 §8)
  unexpectedError: 'Unexpected error',
  serverOffline: '503 (The server is temporarily offline. Please try again later.)',
  notSignedIn: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'We could not find what you asked for.',
  invalidInput: 'Some of the information is not valid.',

  // Login (document 3 §2.2, §5; document 4 §3)
  loginEmailRequired: 'Email is required',
  loginEmailInvalid: 'Please enter a valid email address.',
  loginPasswordRequired: 'Password is required',
  loginInvalidCredentials: 'Invalid email and/or password.',
  loginInactive:
    'Sorry, this account is no longer active. If you feel this is in error, please contact your Manager and/or Administrator.',
  loginRateLimited: (minutes: number) =>
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,

  // Forced password change (document 3 §5, §8)
  forcePasswordRule:
    'Password should be at least 8 characters long and include an uppercase letter, a lowercase letter, and a number or special character.',
  forcePasswordMismatch: 'must match new password',
  forcePasswordSuccess: 'You will now be directed to the login page...',
  forcePasswordFailure: 'Something went wrong. Please contact your administrator.',
  forcePasswordNotNeeded: 'This account does not need a password change. Please sign in.',

  // Voluntary password change (document 3 §5, §8)
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is not correct.',
  updatePasswordRule:
    'Password should be at least 8 characters long and include an uppercase letter, a lowercase letter, a number and a special character.',
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
  forgotFailure:
    "Well bummer, your entries don't match what is in our system. Don't give up though, you can do this!",

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
  userNotFound: 'We could not find that user.',
} as const;
