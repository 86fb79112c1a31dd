import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Dialog } from '../../components/dialog';
import { useEntryActor } from './entry-actor';
import type { TimeEntryDialogProps } from './time-entry-dialog-types';

/** The form (and its rich text editor) loads on the first open, not with every page. */
const TimeEntryForm = lazy(() => import('./time-entry-form').then((m) => ({ default: m.TimeEntryForm })));

export type { TimeEntryDialogProps, TimerDraft } from './time-entry-dialog-types';

/**
 * The time entry form in a dialog: 'Add Time Entry' (from the time log or, with `fromTimer`, after
 * the timer's STOP) or 'Edit Time Entry' (the card's Edit). The form starts afresh at every open.
 */
export function TimeEntryDialog({ opened, onClose, userId, fromTimer, entry, onSaved }: TimeEntryDialogProps) {
  const actor = useEntryActor();
  return (
    <Dialog opened={opened} onClose={onClose} title={entry ? 'Edit Time Entry' : 'Add Time Entry'} size="lg">
      {actor && opened && (
        <Suspense
          fallback={
            <Center h={240}>
              <Loader size="sm" />
            </Center>
          }
        >
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
        </Suspense>
      )}
    </Dialog>
  );
}
