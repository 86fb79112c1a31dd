/** What the time-entries feature offers other features. */
export { TimeEntryDialog, type TimeEntryDialogProps, type TimerDraft } from './time-entry-dialog';
export { notesToText } from './notes-text';
