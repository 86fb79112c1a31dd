import { taskProgress, type Task, formatDay, formatHours } from '@goodhours/domain';
import { Badge, Progress, Stack, Text } from '@mantine/core';

const PRIORITY_COLOURS: Record<string, string> = { Primary: 'red', Secondary: 'orange', Tertiary: 'gray' };
const STATUS_COLOURS: Record<string, string> = {
  'Not Started': 'gray',
  Active: 'blue',
  Started: 'cyan',
  Paused: 'yellow',
  Complete: 'green',
};

/** A stored date as the app writes days (MMM-DD-YY), or a dash. */
export function dayOrDash(iso: string | null): string {
  return iso ? formatDay(iso) : '—';
}

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge variant="light" color={PRIORITY_COLOURS[priority] ?? 'gray'}>
      {priority}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="dot" color={STATUS_COLOURS[status] ?? 'gray'}>
      {status}
    </Badge>
  );
}

/** Hours logged of estimated, with a bar capped at 100% (document 2 §9). */
export function HoursProgress({ task }: { task: Pick<Task, 'hoursLogged' | 'estimatedHours'> }) {
  const percent = taskProgress(task.hoursLogged, task.estimatedHours);
  const label = `${formatHours(task.hoursLogged)} of ${formatHours(task.estimatedHours)} hours`;
  return (
    <Stack gap={2} miw={110}>
      <Text size="xs">{label}</Text>
      <Progress
        value={percent}
        color={percent >= 100 ? 'red' : percent >= 75 ? 'orange' : 'teal'}
        size="sm"
        aria-label={`Hours logged: ${label}`}
      />
    </Stack>
  );
}

/** The names of the people on a task, or a dash. */
export function resourceNames(task: Pick<Task, 'resources'>): string {
  return task.resources.length ? task.resources.map((r) => r.name).join(', ') : '—';
}
