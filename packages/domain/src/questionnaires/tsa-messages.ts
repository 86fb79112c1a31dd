/**
 * Texts of the technical-support and advisory questionnaire (document 3 §2.4, §5). The first
 * five are the spec's wording; page 1's own rules are not in the spec, so they reuse the
 * product's wording for a required answer and an email address.
 */
export const TSA_MESSAGES = {
  required: 'This field is required',
  rating: 'Please select a rating',
  option: 'Please select an option',
  agree: 'Please agree to move forward',
  signature: 'Please sign your full name to move forward.',
  email: 'Please enter a valid email address.',
  tooLong: (max: number) => `Please keep this answer to ${String(max)} characters or fewer.`,
  submitted: 'Successfully Submitted!',
  thanks: "Thank you for your time and thoughtful responses. We'll review your submission and reach out if needed.",
  notFound: 'This submission does not exist.',
  badPage: 'Choose a page from 1 on.',
  exportFailed: 'The file could not be made. Try again.',
} as const;
