import { Modal } from '@mantine/core';
import { useEntryActor } from './entry-actor';
import type { TimeEntryDialogProps } from './time-entry-dialog-types';
import { TimeEntryForm } from './time-entry-form';

export type { TimeEntryDialogProps, TimerDraft } from './time-entry-dialog-types';

/**
 * The time entry form in a dialog: 'Add Time Entry' (from the time log or, with `fromTimer`, after
 * the timer's STOP) or 'Edit Time Entry' (the card's Edit). The form starts afresh at every open.
 */
export function TimeEntryDialog({ opened, onClose, userId, fromTimer, entry, onSaved }: TimeEntryDialogProps) {
  const actor = useEntryActor();
  return (
    <Modal opened={opened} onClose={onClose} title={entry ? 'Edit Time Entry' : 'Add Time Entry'} size="lg">
      {actor && opened && (
        <TimeEntryForm
          actor={actor}
          userId={userId}
          entry={entry}
          fromTimer={fromTimer}
          onCancel={onClose}
          onSaved={() => {
            onSaved?.();
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
