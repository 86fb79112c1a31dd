import { HOURS_BANDS, type SummariesFilter, type SummariesReportRow } from '@goodhours/domain';
import { Group, MultiSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { BAND_LABELS, BIO_LABELS, optionsOf } from './report-filter';
import { BIO_STATUSES } from './report-url-state';

interface Props {
  rows: readonly SummariesReportRow[];
  filter: SummariesFilter;
  /** A typed search replaces the address's entry; a chosen value adds one. */
  onChange: (change: Partial<SummariesFilter>, options?: { replace?: boolean }) => void;
}

/** The search box: what is typed shows at once, the address follows a moment after the last key. */
function SearchBox({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A saved filter applied (or Back) changes the search from outside: the box follows.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const write = useDebouncedCallback((search: string) => {
    setShown(search);
    onChange(search);
  }, 300);
  return (
    <TextInput
      type="search"
      label="Search"
      description="Name, e-mail, team code or summary text"
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        write(e.currentTarget.value);
      }}
    />
  );
}

/** The report's filters: every one is kept in the address, so a reload or a shared link keeps them. */
export function ReportFilters({ rows, filter, onChange }: Props) {
  const teamCodes = useMemo(
    () =>
      optionsOf(
        rows.map((r) => r.teamCode),
        filter.teamCodes,
      ),
    [rows, filter.teamCodes],
  );
  const colours = useMemo(
    () =>
      optionsOf(
        rows.map((r) => r.weeklySummaryOption),
        filter.colours,
      ),
    [rows, filter.colours],
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <SearchBox value={filter.search} onChange={(search) => onChange({ search }, { replace: true })} />
      <MultiSelect
        label="Team codes"
        placeholder={filter.teamCodes.length ? undefined : 'All team codes'}
        data={teamCodes}
        value={filter.teamCodes}
        onChange={(teamCodes) => onChange({ teamCodes })}
        searchable
        clearable
        nothingFoundMessage="No such team code this week"
      />
      <MultiSelect
        label="Colour (summary option)"
        placeholder={filter.colours.length ? undefined : 'All colours'}
        data={colours}
        value={filter.colours}
        onChange={(values) => onChange({ colours: values })}
        clearable
      />
      <MultiSelect
        label="Bio status"
        placeholder={filter.bioStatuses.length ? undefined : 'Any bio status'}
        data={BIO_STATUSES.map((value) => ({ value, label: BIO_LABELS[value] }))}
        value={filter.bioStatuses}
        onChange={(values) => onChange({ bioStatuses: values })}
        clearable
      />
      <MultiSelect
        label="Hours against commitment"
        placeholder={filter.hoursBands.length ? undefined : 'Any hours'}
        data={HOURS_BANDS.map((value) => ({ value, label: BAND_LABELS[value] }))}
        value={filter.hoursBands}
        onChange={(values) => onChange({ hoursBands: values })}
        clearable
      />
      <Group gap="lg" align="flex-end">
        <Switch
          label="Over commitment (1.25× or more)"
          checked={filter.overCommitment}
          onChange={(e) => onChange({ overCommitment: e.currentTarget.checked })}
        />
        <Switch
          label="Badges this week"
          checked={filter.badgesThisWeek}
          onChange={(e) => onChange({ badgesThisWeek: e.currentTarget.checked })}
        />
      </Group>
    </SimpleGrid>
  );
}
