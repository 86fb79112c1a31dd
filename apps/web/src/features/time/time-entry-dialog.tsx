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
  /** Called after the entry was saved. */
  onSaved?: () => void;
}

/** The time entry form in a dialog (filled in by the time-entry work). */
export function TimeEntryDialog(_props: TimeEntryDialogProps) {
  return null;
}
