/**
 * What the time entry form, card and API say (document 2 §2, §4, §5, §8; document 4 §4). Quoted
 * text from the spec is kept verbatim; the rest is ours, written in the same voice.
 */
export const TIME_ENTRY_MESSAGES = {
  // Date (document 2 §5)
  dateRequired: 'Date is required',
  dateInvalid: 'Invalid date',
  dateRefresh: 'Invalid date. Please refresh the page.',
  dateInFuture: 'Time cannot be logged for a date after today (Pacific time).',

  // Time (document 2 §5, §9)
  timeRequired: 'Time should be greater than 0 minutes',
  hoursRange: 'Hours must be a whole number from 0 to 40.',
  minutesRange: 'Minutes must be a whole number from 0 to 59.',

  // Project and task (document 2 §5)
  projectRequired: 'Project/Task is required',
  projectNotFound: 'This project does not exist.',
  taskNotInProject: 'This task does not belong to the chosen project.',

  // Notes (document 2 §5)
  notesTooShort: 'Please write a more detailed description of your work completed, write at least 1-2 sentences.',
  notesTooLong: 'The notes are too long. Please keep them under 20,000 characters.',
  picturesNotAllowed: 'Pictures are not allowed here!',
  linkRequired: 'Description and reference link are required',
  linkReminder:
    'Do you have a link to your Google Doc or other place to review this work? Please add it to your notes, and include http[s]:// in your URL',
  linkNotHttps: 'Please use a link that starts with https:// so reviewers can open it safely.',
  linkLocalhost: 'A localhost link only works on your own computer. Please link to a place others can reach.',
  linkBareIp: 'Please link to a named website, not a bare IP address.',
  linkWranglerTitle: 'Halt, Link Wrangler!',
  linkWranglerReminder:
    'That Dropbox link only works for you. In Dropbox, use Share or Copy link to create a link that works for people other than just you.',
  dropboxLinkInvalid: 'Please use a valid Dropbox share link (made with Share or Copy link, like https://www.dropbox.com/scl/fi/...).',

  // Form outcomes (document 2 §4)
  holdOnTigerTitle: 'HOLD ON TIGER!',
  holdOnTigerText:
    'You are about to log intangible time. Intangible time does not count towards your weekly commitment. Are you sure this time should be intangible?',
  holdOnTigerConfirm: 'Yes, log it as intangible',
  holdOnTigerReject: 'No, take me back',
  nothingChanged: 'Nothing is changed for this time entry',
  saved: 'Time entry saved.',
  added: 'Time entry added.',

  // Edit limit (document 4 §4)
  editLimitPhrase: 'exceeding the limit of 4 time-entry edits per year',
  editLimitBlueSquare: (edits: number) =>
    `Edited the time of own time entries ${String(edits)} times within 365 days, exceeding the limit of 4 time-entry edits per year.`,
  editLimitWarning: (editsSoFar: number) =>
    editsSoFar >= 4
      ? `You have already edited the time of your entries ${String(editsSoFar)} times in the last 365 days. Changing the time again will add a blue square for exceeding the limit of 4 time-entry edits per year.`
      : `You have edited the time of your entries ${String(editsSoFar)} of 4 times allowed in the last 365 days. From the 5th edit, each edit adds a blue square for exceeding the limit of 4 time-entry edits per year.`,
  editLimitBlueSquareAdded: 'A blue square was added to your profile for exceeding the limit of 4 time-entry edits per year.',

  // Time entry card (document 2 §2) and its failures (document 2 §8)
  deleteQuestion: 'Are you sure you want to delete this entry?',
  deleteProcessing: 'Processing...',
  deleted: 'Time entry deleted.',
  deleteFailed: (message: string) => `An error occurred while dispatching delete time entry action: ${message}`,
  toggleFailed: (message: string) => `Error: ${message}`,
  tangible: 'Tangible',
  intangible: 'Intangible',

  // Date range (document 2 §5)
  invalidDateRange: 'Invalid Date Range: the From Date must be before the To Date',
  rangeTooLong: 'Please choose a date range of at most one year.',
  tooManyUsers: 'Please choose at most 500 people at a time.',
  usersRequired: 'Please choose at least one person.',

  // Permissions (document 2 §6, document 4 §4)
  notFound: 'This time entry does not exist.',
  mayNotRead: 'You do not have permission to see these time entries.',
  mayNotPostForOthers: 'You do not have permission to log time for someone else.',
  mayNotEdit: 'You do not have permission to edit this time entry.',
  mayNotDelete: 'You do not have permission to delete this time entry.',
  mayNotToggle: 'You do not have permission to change whether this time entry is tangible.',
  protectedAccount: 'Only the person themself or an Owner may change the time entries of this account.',
  mayNotChangeFields: (fields: readonly string[]) => `You do not have permission to change the ${fields.join(', ')} of this time entry.`,
  personNotFound: 'This person does not exist.',
  duplicateKey: 'This time entry was already submitted by someone else.',
  personCannotChange: 'A time entry cannot be moved to another person.',

  // First steps: a person on no project yet, on their own dashboard and time entry form (issue 42)
  noProjectTitle: 'You are not on a project yet',
  noProjectAddedBy: 'Your manager or an administrator adds you to a project and its tasks.',
  noProjectTeams: (teamNames: readonly string[]) =>
    `You are on the team${teamNames.length > 1 ? 's' : ''} ${teamNames.join(', ')}: ${teamNames.length > 1 ? 'their managers' : 'its manager'} can add you.`,
  noProjectNoTeam: 'You are not on a team yet either: an administrator adds you to one.',
  noProjectLogTime:
    'Once you are on a project, log your time here with Add Time Entry, or start the timer at the top of the page and log the time when you stop it.',
  noProjectCommitment: (hours: number) => `You committed to ${String(hours)} hours a week.`,
  noProjectProfileLink: 'See your profile',
  noProjectInForm: 'There is nothing to log this time against until your manager or an administrator adds you to a project.',

  // Notification to managers (document 4 §4)
  taskOverEstimate: (task: string, logged: number, estimated: number) =>
    `Task ${task} now has ${String(logged)} hours logged, more than its estimate of ${String(estimated)} hours.`,
} as const;
