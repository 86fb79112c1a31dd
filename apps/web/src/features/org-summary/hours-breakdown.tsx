import { formatHours } from '@goodhours/domain';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { ReportSection, SectionTable, type SectionColumn } from '../reports';
import { ChangeText } from './change-text';
import { ComparisonChart } from './comparison-chart';
import type { HoursRow, RoleRow } from './org-figures';

const num = (header: string): SectionColumn => ({ header, numeric: true });
const HOURS: SectionColumn[] = [num('Tangible'), num('Intangible'), num('Total'), num('Compared total'), 'Change'];

function HourCells({ row }: { row: HoursRow }) {
  return (
    <>
      <Table.Td ta="right">{formatHours(row.tangibleHours)}</Table.Td>
      <Table.Td ta="right">{formatHours(row.intangibleHours)}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatHours(row.total)}
      </Table.Td>
      <Table.Td ta="right">{formatHours(row.previousTotal)}</Table.Td>
      <Table.Td>
        <ChangeText current={row.total} previous={row.previousTotal} kind="hours" />
      </Table.Td>
    </>
  );
}

function EntriesCell({ of, onRows }: { of: string; onRows: (() => void) | null }) {
  if (!onRows) return null;
  return (
    <Table.Td>
      <Button variant="subtle" size="compact-sm" onClick={onRows}>
        Entries <VisuallyHidden>of {of}</VisuallyHidden>
      </Button>
    </Table.Td>
  );
}

const NONE = 'Nothing was logged in this period or the compared one.';

/** Hours by category in both periods, a row opening its entries, and the period's total opening all of them. */
export function CategoryHours({
  rows,
  total,
  onRows,
}: {
  rows: HoursRow[];
  total: HoursRow;
  onRows: ((category: string | null) => void) | null;
}) {
  const columns = ['Category', ...HOURS, ...(onRows ? ['Rows'] : [])];
  return (
    <ReportSection title="Hours by category" empty={rows.length === 0 && NONE}>
      <ComparisonChart rows={rows} label="Hours by category, this period beside the compared one (the table below has the numbers)" />
      <SectionTable label="Hours by category" columns={columns} minWidth={760}>
        {rows.map((r) => (
          <Table.Tr key={r.name}>
            <Table.Td>{r.name}</Table.Td>
            <HourCells row={r} />
            <EntriesCell of={r.name} onRows={onRows && (() => onRows(r.name))} />
          </Table.Tr>
        ))}
        <Table.Tr fw={700}>
          <Table.Td>{total.name}</Table.Td>
          <HourCells row={total} />
          <EntriesCell of="all categories" onRows={onRows && (() => onRows(null))} />
        </Table.Tr>
      </SectionTable>
    </ReportSection>
  );
}

/** Hours by role in both periods, with how many people of each role logged time. */
export function RoleHours({ rows }: { rows: RoleRow[] }) {
  return (
    <ReportSection title="Hours by role" empty={rows.length === 0 && NONE}>
      <ComparisonChart rows={rows} label="Hours by role, this period beside the compared one (the table below has the numbers)" />
      <SectionTable label="Hours by role" columns={['Role', num('People'), num('Compared people'), ...HOURS]} minWidth={820}>
        {rows.map((r) => (
          <Table.Tr key={r.name}>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td ta="right">{r.people}</Table.Td>
            <Table.Td ta="right">{r.previousPeople}</Table.Td>
            <HourCells row={r} />
          </Table.Tr>
        ))}
      </SectionTable>
      <Text size="xs" c="dimmed">
        People: those of the role who logged time in the period.
      </Text>
    </ReportSection>
  );
}
