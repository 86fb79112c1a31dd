import { isIsoDate, pacificDate, pacificWeek, TIME_ENTRY_MESSAGES as M } from '@goodhours/domain';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ComponentProps } from 'react';
import { EntriesPanel } from './entries-panel';

type PanelProps = Omit<ComponentProps<typeof EntriesPanel>, 'from' | 'to'>;

/** Why a From/To pair cannot be searched, or null (document 2 §5 'Time log date range'). */
export function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return M.dateRequired;
  if (!isIsoDate(from) || !isIsoDate(to)) return M.dateInvalid;
  return from > to ? M.invalidDateRange : null;
}

/** The Search by Date Range tab (#dateRange): From, To and Search; then that period's entries. */
export function DateRangePanel(props: PanelProps) {
  const [from, setFrom] = useState(() => pacificWeek(new Date(), 2).start);
  const [to, setTo] = useState(() => pacificDate(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const [searched, setSearched] = useState<{ from: string; to: string } | null>(null);

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = rangeProblem(from, to);
          setProblem(found);
          if (!found) setSearched({ from, to });
        }}
      >
        <Group align="flex-end">
          <TextInput
            type="date"
            label="From"
            value={from}
            onChange={(e) => {
              setFrom(e.currentTarget.value);
            }}
          />
          <TextInput
            type="date"
            label="To"
            value={to}
            onChange={(e) => {
              setTo(e.currentTarget.value);
            }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
      </form>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {searched ? (
        <EntriesPanel key={`${searched.from}/${searched.to}`} {...props} from={searched.from} to={searched.to} />
      ) : (
        <Text c="dimmed">Choose the From and To dates and press Search.</Text>
      )}
    </Stack>
  );
}
