import type { TimeEntry } from '@goodhours/domain';

/** What the timer knows when it opens the time entry form. */
export interface TimerDraft {
  /** Whole minutes elapsed on the timer (at least 1). */
  minutes: number;
  /** Sent with the entry so a repeated submit cannot create a duplicate. */
  idempotencyKey: string;
}

export interface TimeEntryDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Whose time this is (the signed-in person, or the person an Owner/Administrator views). */
  userId: string;
  /** Set when opened from the timer: the form starts with the timer's time and today's date. */
  fromTimer?: TimerDraft;
  /** The entry to edit (the card's Edit); without it the dialog adds a new entry. */
  entry?: TimeEntry;
  /** Called after the entry was saved. */
  onSaved?: () => void;
}
