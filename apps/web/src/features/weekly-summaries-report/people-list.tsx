import type { SummariesReportRow } from '@goodhours/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../auth/use-session';
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
  const [limit, setLimit] = useState(PAGE_PEOPLE);
  if (rows.length === 0) return <Text>Nobody matches these filters this week.</Text>;
  const left = rows.length - limit;
  return (
    <Stack gap="sm">
      {rows.slice(0, limit).map((row) => (
        <PersonCard key={row.id} row={row} highlightBio={highlightBio} />
      ))}
      {left > 0 && (
        <Button variant="default" onClick={() => setLimit((n) => n + PAGE_PEOPLE)} style={{ alignSelf: 'flex-start' }}>
          Show more ({left} not shown)
        </Button>
      )}
    </Stack>
  );
}
