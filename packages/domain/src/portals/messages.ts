/** What people read on the portal logins (document 3 §2.10, §8). */
export const PORTAL_MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  credentialsNote: 'Use your main (production) Goodhours email and password.',
  notYourEmail: 'Please use the email you are signed in with.',
  wrongPassword: 'The password is not correct.',
  unknownPortal: 'There is no such portal.',
  noAccess: 'You do not have access to this portal.',
} as const;
