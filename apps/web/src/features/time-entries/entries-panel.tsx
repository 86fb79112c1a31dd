import type { EntryActor, EntryOwner, TimeEntry } from '@goodhours/domain';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTimeEntries } from '../../api/time-entries';
import { ErrorView } from '../../components/error-view';
import { ShowMore, useShownLimit } from '../../components/show-more';
import { downloadCsv } from './csv';
import { EffortBar, effortOf } from './effort-bar';
import { entriesCsv } from './entries-csv';
import type { ProjectTaskChoice } from './project-task-options';
import { ProjectTaskSelect } from './project-task-select';
import { TimeEntryCard } from './time-entry-card';

interface Props {
  userId: string;
  from: string;
  to: string;
  /** Undefined when the caller may not read the person's profile. */
  committedHours: number | undefined;
  actor: EntryActor;
  owner?: EntryOwner;
  onEdit: (entry: TimeEntry) => void;
}

/** Entries of the chosen project (all its tasks) or of one task; all when nothing is chosen. */
export function filterEntries(entries: readonly TimeEntry[], choice: ProjectTaskChoice | undefined): TimeEntry[] {
  if (!choice) return [...entries];
  if (choice.taskId) return entries.filter((e) => e.taskId === choice.taskId);
  return entries.filter((e) => e.projectId === choice.projectId);
}

/** Entry cards drawn at first, newest first, and added by each 'Show more': a searched range can hold hundreds. */
export const ENTRIES_PAGE = 10;

/**
 * A period of the time log (a week tab or a searched range): the effort bar of the period, the
 * project/task filter, the entries as cards (a page at a time), and the CSV export of every entry
 * the filter keeps. Memo: the log's badges or profile arriving do not draw the period again.
 */
export const EntriesPanel = memo(function EntriesPanel({ userId, from, to, committedHours, actor, owner, onEdit }: Props) {
  const entries = useTimeEntries(userId, from, to);
  const [filter, setFilter] = useState<{ value: string; choice?: ProjectTaskChoice }>({ value: '' });
  const [limit, showMore] = useShownLimit(ENTRIES_PAGE);

  if (entries.isPending) return <Skeleton height={120} role="status" aria-label="Loading time entries" />;
  if (entries.isError) return <ErrorView error={entries.error} onRetry={() => void entries.refetch()} />;
  const shown = filterEntries(entries.data, filter.choice);

  return (
    <Stack gap="md">
      <EffortBar effort={effortOf(entries.data)} committedHours={committedHours} />
      <Group justify="space-between" align="flex-end">
        <ProjectTaskSelect
          userId={userId}
          label="Project/Task"
          placeholderLabel="Select Project/Task (all)"
          value={filter.value}
          onChange={(value, choice) => {
            setFilter(choice ? { value, choice } : { value });
          }}
          miw={280}
          // The person's own log: the first steps above it say why there is nothing to choose.
          whenNone={actor.id === userId ? false : undefined}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          disabled={shown.length === 0}
          onClick={() => {
            downloadCsv(`time-entries-${from}-to-${to}.csv`, entriesCsv(shown));
          }}
        >
          Export CSV
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">
          {entries.data.length === 0 ? 'No time entries in this period.' : 'No time entries for this project or task in this period.'}
        </Text>
      ) : (
        shown
          .slice(0, limit)
          .map((entry) => <TimeEntryCard key={entry.id} entry={entry} actor={actor} {...(owner ? { owner } : {})} onEdit={onEdit} />)
      )}
      <ShowMore notShown={shown.length - limit} onShow={showMore} />
    </Stack>
  );
});
