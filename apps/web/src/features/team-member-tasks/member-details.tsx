import { DAY_FILTER_COLOURS, type DayFilter, daysBetween, formatDay, formatHours, type TeamMemberRow } from '@goodhours/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { memberName } from './member-identity';

const ageColour = (age: number) => DAY_FILTER_COLOURS[([1, 2, 3, 4, 7] as DayFilter[]).find((d) => age < d) ?? 7];

/** '{name} Is Not Available this Week/Next Week', with 'Details ?' and a collapse button (document 2 §2). */
export function TimeOffBanner({ member, weekEnd }: { member: TeamMemberRow; weekEnd: string }) {
  const [details, setDetails] = useState(false);
  const [hidden, setHidden] = useState(false);
  const off = member.timeOff[0];
  if (!off || hidden) return null;
  const when = off.startingDate <= weekEnd ? 'this Week' : 'Next Week';
  return (
    <Alert color="gray" p={6} withCloseButton onClose={() => setHidden(true)} closeButtonLabel="Collapse">
      <Group gap="xs">
        <Text size="sm">
          {memberName(member)} Is Not Available {when}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setDetails((d) => !d)}>
          Details ?
        </Button>
      </Group>
      {details && (
        <Text size="xs">
          From {formatDay(off.startingDate)} to {formatDay(off.endingDate)}: {off.reason}
        </Text>
      )}
    </Alert>
  );
}

/** One time entry of the day filter's days, its left border in the colour of its age. */
export function FilteredEntry({ entry, today }: { entry: TeamMemberRow['entries'][number]; today: string }) {
  return (
    <Text size="xs" pl={6} style={{ borderLeft: `4px solid ${ageColour(daysBetween(entry.dateOfWork, today))}` }}>
      {formatDay(entry.dateOfWork)} · {formatHours(entry.hours)} h {entry.isTangible ? 'tangible' : 'intangible'}
      {entry.taskName ? ` · ${entry.taskName}` : ''} · {entry.notes.replace(/<[^>]*>/g, ' ').slice(0, 160)}
    </Text>
  );
}

/**
 * Opens a member's line to their tasks and warnings: 'Show All (n) Tasks' and 'Truncate Tasks'
 * (document 2 §2); with no open tasks, 'No open tasks', and a button for the warnings where the
 * reader may see them.
 */
export function TasksToggle({ member, expanded, onToggle }: { member: TeamMemberRow; expanded: boolean; onToggle: () => void }) {
  const count = member.tasks.length;
  const label =
    count > 0 ? (expanded ? 'Truncate Tasks' : `Show All (${String(count)}) Tasks`) : expanded ? 'Hide warnings' : 'Show warnings';
  const button = (
    <Button
      size="compact-xs"
      variant="subtle"
      aria-expanded={expanded}
      rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      onClick={onToggle}
    >
      {label}
    </Button>
  );
  if (count > 0) return button;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        No open tasks
      </Text>
      {member.warnings && button}
    </Group>
  );
}
