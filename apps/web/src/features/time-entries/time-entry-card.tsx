import {
  formatDay,
  mayDeleteEntry,
  mayEditEntry,
  mayToggleTangible,
  pacificDate,
  TIME_ENTRY_MESSAGES as M,
  type EntryActor,
  type EntryOwner,
  type TimeEntry,
} from '@goodhours/domain';
import { Badge, Checkbox, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { memo } from 'react';
import { useSetEntryTangible } from '../../api/time-entries';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { useReadableColour } from '../../components/use-readable-colour';
import { ENTRY_AGE_STYLE, entryAge } from './entry-age';
import { durationText, workText } from './entry-format';
import { linkifyNotes } from './notes-links';
import notesClasses from './notes.module.css';

interface Props {
  entry: TimeEntry;
  actor: EntryActor;
  /** The person whose entry it is, when known (Owner and protected-account rules). */
  owner?: EntryOwner;
  onEdit: (entry: TimeEntry) => void;
  now?: Date;
}

function TangibleControl({ entry, canToggle }: { entry: TimeEntry; canToggle: boolean }) {
  const toggle = useSetEntryTangible();
  if (!canToggle) {
    return (
      <Badge variant="light" color={entry.isTangible ? 'green' : 'orange'}>
        {entry.isTangible ? M.tangible : M.intangible}
      </Badge>
    );
  }
  return (
    <Checkbox
      label={M.tangible}
      checked={entry.isTangible}
      disabled={toggle.isPending}
      onChange={(event) => {
        toggle.mutate(
          { entry, isTangible: event.currentTarget.checked },
          { onError: (error) => notifications.show({ color: 'red', message: M.toggleFailed(error.message) }) },
        );
      }}
    />
  );
}

/**
 * One time entry (document 2 §2 'Time entry card'): date with year, time, project and task,
 * tangibility, notes, and the edit and delete icons for those allowed. The left edge is coloured
 * by age: today, earlier this week, or older. Memo: the log around it drawing again (the
 * person's profile or badges arriving) leaves a card whose entry and rights are the same as it is.
 */
export const TimeEntryCard = memo(function TimeEntryCard({ entry, actor, owner, onEdit, now = new Date() }: Props) {
  const [deleting, deleteDialog] = useDisclosure(false);
  const age = ENTRY_AGE_STYLE[entryAge(entry.dateOfWork, pacificDate(now))];
  const readable = useReadableColour();
  const date = formatDay(entry.dateOfWork, { weekday: true });
  return (
    <Paper withBorder p="sm" component="article" aria-label={`Time entry of ${date}`} style={{ borderLeft: `6px solid ${age.color}` }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{date}</Text>
            <Badge size="xs" variant="outline" color={readable(age.color)}>
              {age.label}
            </Badge>
          </Group>
          <Text fw={500}>{durationText(entry.hours, entry.minutes)}</Text>
          <Text size="sm">{workText(entry)}</Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <TangibleControl entry={entry} canToggle={mayToggleTangible(actor, entry, now, owner)} />
          <EditDeleteActions
            noun="time entry"
            subject={`of ${date}`}
            canEdit={mayEditEntry(actor, entry, now, owner)}
            canDelete={mayDeleteEntry(actor, entry, now, owner)}
            deleting={false}
            onEdit={() => {
              onEdit(entry);
            }}
            onDelete={deleteDialog.open}
          />
        </Group>
      </Group>
      {/* Notes were sanitised by the server when saved (formatting and http/https links only); addresses typed as text become links. */}
      <Typography mt="xs" fz="sm" className={notesClasses.notes} dangerouslySetInnerHTML={{ __html: linkifyNotes(entry.notes) }} />
      <DeleteEntryDialog entry={entry} opened={deleting} onClose={deleteDialog.close} />
    </Paper>
  );
});
