import { MESSAGES } from '../messages.js';

/** Texts of user management and profiles (document 1 §5, §6, §8; document 4 §2, §8). */
export const USER_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  firstNameTooLong: 'First Name must be at most 100 characters.',
  lastNameTooLong: 'Last Name must be at most 100 characters.',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'This email is already in use by another user.',
  roleRequired: 'Please choose a role.',
  roleUnknown: 'This role does not exist.',
  passwordRule: MESSAGES.passwordRule,
  hoursRange: 'Weekly committed hours must be a whole number from 0 to 168.',
  /** Ours (issue 42): a phone number is digits, with spaces and + ( ) - . between them. */
  phoneInvalid: 'Please enter a valid phone number: digits, with spaces and + ( ) - . only.',
  summaryOptionUnknown: 'Choose one of the weekly summary options.',
  invalidTimeZone: 'Please choose a time zone from the list.',
  invalidTeamCode: 'The code is not valid. A team code can be added in the teams tab.',
  invalidLinks: 'Please enter valid URLs for each link.',
  invalidDate: 'Please enter a valid date.',
  noPermissionToEdit: 'Sorry, you do not have permission to edit this profile.',
  fieldsNotAllowed: (fields: string[]) => `You do not have permission to change: ${fields.join(', ')}.`,
  cannotRemoveSelf: 'You cannot delete or deactivate your own account.',
  finalDayInPast: 'The final day cannot be in the past.',
  reactivationInPast: 'The reactivation date must be after today.',
  noFinalDay: 'This user has no final day set.',
  pictureType: 'File type not permitted. Allowed types are png, jpeg and jpg.',
  pictureSize: 'The file you are trying to upload exceeds the maximum size of 50KB. Please choose a different file or compress this one.',
  pictureErrorTitle: 'Profile Pic Error',
} as const;
