/** Texts of the form engine: the builder's messages are document 3 §5's, the others ours. */
export const FORM_MESSAGES = {
  labelRequired: 'Field label is required!',
  optionsRequired: 'You must add at least one option for this field!',
  optionEmpty: 'Option cannot be empty!',
  /** Ours: multi-select answers are stored joined by commas (document 3 §3), so an option holds none. */
  optionComma: 'An option cannot contain a comma.',
  optionDuplicate: 'Each option must be different.',
  optionTooLong: 'An option can be at most 200 characters.',
  tooManyOptions: 'A question can have at most 50 options.',
  labelTooLong: 'A field label can be at most 500 characters.',
  titleRequired: 'Please enter a title for the form.',
  titleTooLong: 'A form title can be at most 200 characters.',
  descriptionTooLong: 'A form description can be at most 2,000 characters.',
  questionsRequired: 'Please add at least one question.',
  tooManyQuestions: 'A form can have at most 100 questions.',
  questionTypeInvalid: 'Please choose a question type.',
  questionIdInvalid: 'A question is not valid. Please reload the page.',
  questionIdDuplicate: 'Two questions have the same id. Please reload the page.',
  answerRequired: 'This question is required.',
  answerTooLong: (max: number) => `An answer can be at most ${max.toLocaleString('en-US')} characters.`,
  answerNotAnOption: 'Please choose one of the options.',
  answerDate: 'Please enter a valid date.',
  /** Document 3 §5's wording for an address that does not look like one. */
  answerEmail: 'Please enter a valid email address.',
  /** The options' rule, shown under them (issue 42: every limit is shown). */
  optionRule: (maxLength: number, maxOptions: number) =>
    `Each option: at most ${String(maxLength)} characters, no commas; at most ${String(maxOptions)} options.`,
  answersUnknown: 'Some answers do not match the questions of this form. Please reload the page.',
  answersInvalid: 'Some answers are not valid.',
  /** Ours (issue 42): a response with nothing in it is not stored. */
  answersEmpty: 'Please answer at least one question before sending.',
  formNotFound: 'This form could not be found.',
  versionNotFound: 'This version of the form could not be found.',
  noForm: 'No form has been built yet.',
  saved: (version: number) => `Form saved as version ${String(version)}.`,
  unchanged: 'Nothing has changed since the last save: no new version was made.',
  submitted: 'Thank you! Your answers have been submitted.',
  badPage: 'The page must be a whole number of 1 or more.',
  badVersion: 'The version must be a whole number of 1 or more.',
  exportFailed: 'The responses could not be exported. Please try again.',
} as const;
