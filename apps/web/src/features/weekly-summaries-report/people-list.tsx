import type { SummariesReportRow } from '@goodhours/domain';
import { Stack, Text } from '@mantine/core';
import { useCan } from '../../auth/use-session';
import { useFirstPage } from '../../components/show-more';
import { PersonCard } from './person-card';

/** People drawn at first, and added by each 'Show more': a large organisation has 2,000. */
export const PAGE_PEOPLE = 50;

/**
 * The people shown, a page of cards at a time (each holds a whole summary, so thousands at once
 * would hold the page). Give it a `key` of the filters: a new filter starts from the first page.
 */
export function PeopleList({ rows }: { rows: readonly SummariesReportRow[] }) {
  const { can } = useCan();
  const highlightBio = can('highlightEligibleBios');
  const { shown, more } = useFirstPage(rows, PAGE_PEOPLE);
  if (rows.length === 0) return <Text>Nobody matches these filters this week.</Text>;
  return (
    <Stack gap="sm">
      {shown.map((row) => (
        <PersonCard key={row.id} row={row} highlightBio={highlightBio} />
      ))}
      {more}
    </Stack>
  );
}
