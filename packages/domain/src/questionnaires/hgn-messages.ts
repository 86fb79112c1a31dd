/**
 * Texts of the development-team questionnaire (document 3 §2.3). The spec does not show this
 * form's validation (§5): a required answer and a rating reuse the product's wording of the
 * technical-support questionnaire, the others say what to do.
 */
export const HGN_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  required: 'This field is required',
  rating: 'Please select a rating',
  option: 'Please select an option',
  tooLong: (max: number) => `Please keep this answer to ${String(max)} characters or fewer.`,
  availabilityDay: (day: string) => `Choose the hours you are free on ${day}, or N/A.`,
  hourInvalid: 'An hour of the availability grid is from 0 to 23.',
  submittedAlready: 'You have already submitted this questionnaire: it can no longer be changed.',
  submitted: 'Thank you! Your answers were submitted.',
  draftSaved: 'Your answers so far are saved.',
  questionNotFound: 'This question does not exist.',
  questionTitleRequired: 'Please enter the question’s title.',
  questionTextRequired: 'Please enter the question’s text.',
  questionSaved: 'The question was saved.',
  skillUnknown: 'Choose a skill from the list.',
  minimumInvalid: 'A minimum rating is a whole number from 1 to 10.',
  minimumPerSkill: 'Give one minimum rating for each skill searched.',
  dayInvalid: 'Choose a weekday from Monday to Friday.',
  exportFailed: 'The file could not be made. Try again.',
  earlierPageIncomplete: (page: number) => `Page ${String(page)} is not complete yet: please answer its questions first.`,
} as const;
