import { hoursFromSeconds } from '@goodhours/domain';
import { Group, Progress, Stack, Text } from '@mantine/core';

export interface Effort {
  tangibleMinutes: number;
  intangibleMinutes: number;
}

/** Sums the time of entries, tangible and intangible apart. */
export function effortOf(entries: readonly { hours: number; minutes: number; isTangible: boolean }[]): Effort {
  let tangibleMinutes = 0;
  let intangibleMinutes = 0;
  for (const e of entries) {
    const minutes = e.hours * 60 + e.minutes;
    if (e.isTangible) tangibleMinutes += minutes;
    else intangibleMinutes += minutes;
  }
  return { tangibleMinutes, intangibleMinutes };
}

/** Hours with two decimals at most (document 2 §9 rounds progress to 2 decimals). */
export function hoursText(minutes: number): string {
  return String(hoursFromSeconds(minutes * 60));
}

/**
 * The Tangible / Intangible / Total effort bar (document 2 §2): the hours of the period shown,
 * drawn against the weekly commitment (the bar's full width is the larger of the two). The
 * commitment is left out when the caller may not read the person's profile.
 */
export function EffortBar({ effort, committedHours }: { effort: Effort; committedHours: number | undefined }) {
  const total = effort.tangibleMinutes + effort.intangibleMinutes;
  const scale = Math.max(total, (committedHours ?? 0) * 60, 1);
  const pct = (minutes: number) => (minutes / scale) * 100;
  return (
    <Stack gap={6} role="group" aria-label="Effort">
      <Group gap="lg">
        <Text size="sm" c="green" fw={500}>
          Tangible: {hoursText(effort.tangibleMinutes)} hrs
        </Text>
        <Text size="sm" c="orange" fw={500}>
          Intangible: {hoursText(effort.intangibleMinutes)} hrs
        </Text>
        <Text size="sm" fw={700}>
          Total: {hoursText(total)} hrs
        </Text>
        {committedHours !== undefined && (
          <Text size="sm" c="dimmed">
            Weekly commitment: {String(committedHours)} hrs
          </Text>
        )}
      </Group>
      <Progress.Root size="lg" aria-hidden>
        <Progress.Section value={pct(effort.tangibleMinutes)} color="green" />
        <Progress.Section value={pct(effort.intangibleMinutes)} color="orange" />
      </Progress.Root>
    </Stack>
  );
}
