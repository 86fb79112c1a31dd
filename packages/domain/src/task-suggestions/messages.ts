/**
 * What the task edit suggestion and task change screens say. Quoted text from the spec
 * (document 2 §2, §5, §8) is kept verbatim; the rest is ours, written in the same voice.
 */
export const TASK_SUGGESTION_MESSAGES = {
  // Page and modals (document 2 §2, §5)
  pageTitle: 'Task Edit Suggestions',
  changesTitle: 'Task Info Changes',
  suggestedBy: (name: string) => `Changes suggested by ${name}`,
  noSuggestions: 'There are no task edit suggestions to review.',
  noChanges: 'No task you work on has changed since you last looked.',
  markAsRead: 'Mark as Read',

  // Resolving (document 2 §4, §8)
  resolveFailed: 'The suggestion might have already been resolved. Reloading the suggestion list...',
  approved: 'The suggestion was approved and the task was updated.',
  rejected: 'The suggestion was rejected.',
  suggestionNotFound: 'This suggestion was already resolved.',

  // Suggesting
  suggestionSent: 'Your suggestion was sent for review.',
  suggestionFailed: 'Your suggestion could not be sent.',
  nothingSuggested: 'This suggestion does not change anything on the task.',
  suggestForOthers: 'Only an Owner or Administrator can suggest changes in another person’s name.',
  suggestNote: 'You can suggest changes to this task. A manager will review them before they are applied.',
  notOnTask: 'You can suggest changes only to tasks of projects you work on.',

  // Task notifications (document 2 §6)
  notificationNotFound: 'This change was already marked as read.',
  notYourNotification: 'Only the person this change was shown to can mark it as read.',
  notYourChanges: 'You can only see your own task changes.',
  personNotFound: 'One of the chosen people does not exist or is no longer active.',
  taskNotFound: 'We could not find that task.',
} as const;
