import { formatHours } from '@goodhours/domain';
import { Group, Loader, Text } from '@mantine/core';
import { sumHours } from './report-list-state';

interface Props {
  shown: readonly { tangibleHours: number; intangibleHours: number }[];
  total: number;
  /** 'people', 'projects', 'teams'. */
  noun: string;
  /** A new period's answer is on its way; the last one stays on screen meanwhile. */
  updating: boolean;
}

/** How many rows match of all, and their hours in the period added up. */
export function ListSummary({ shown, total, noun, updating }: Props) {
  const tangible = sumHours(...shown.map((r) => r.tangibleHours));
  const intangible = sumHours(...shown.map((r) => r.intangibleHours));
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" aria-live="polite">
        Showing {shown.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun}: {formatHours(tangible)} tangible,{' '}
        {formatHours(intangible)} intangible, {formatHours(sumHours(tangible, intangible))} hours in all.
      </Text>
      {updating && <Loader size="xs" role="status" aria-label="Updating for the new period" />}
    </Group>
  );
}
