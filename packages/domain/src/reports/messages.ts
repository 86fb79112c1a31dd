/** What the reports say (the spec names none of these; ours). */
export const REPORT_MESSAGES = {
  dateInvalid: 'Dates are written YYYY-MM-DD.',
  rangeReversed: 'The start date must be on or before the end date.',
  rangeTooLong: 'A report covers at most 10 years.',
  personNotFound: 'That person does not exist.',
  projectNotFound: 'That project does not exist.',
  teamNotFound: 'That team does not exist.',
  noRows: 'Nothing was logged in this period.',
  countryNotGiven: 'Not given',
  cursorInvalid: 'That page of entries does not exist.',
} as const;
