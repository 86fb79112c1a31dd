import { formatDay, type OrgSummary, type ReportPeriod } from '@goodhours/domain';
import { Table, Text } from '@mantine/core';
import { personName, ReportLink, reportPath, ReportSection, SectionTable } from '../reports';
import { ChangeText } from './change-text';
import type { CountRow } from './org-figures';

interface CountsProps {
  title: string;
  /** The name column's and the count column's headers. */
  name: string;
  count: string;
  rows: CountRow[];
  empty: string;
  note?: string;
}

/** Counts by name (badges by badge, volunteers by country) beside the compared period. */
function Counts({ title, name, count, rows, empty, note }: CountsProps) {
  return (
    <ReportSection title={title} empty={rows.length === 0 && empty}>
      <SectionTable
        label={title}
        columns={[name, { header: count, numeric: true }, { header: 'Compared period', numeric: true }, 'Change']}
      >
        {rows.map((r) => (
          <Table.Tr key={r.name}>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td ta="right">{r.count}</Table.Td>
            <Table.Td ta="right">{r.previous}</Table.Td>
            <Table.Td>
              <ChangeText current={r.count} previous={r.previous} kind="count" />
            </Table.Td>
          </Table.Tr>
        ))}
      </SectionTable>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </ReportSection>
  );
}

export function VolunteersByCountry({ rows }: { rows: CountRow[] }) {
  return (
    <Counts
      title="Active volunteers by country"
      name="Country"
      count="Active volunteers"
      rows={rows}
      empty="No volunteer was active (10 or more tangible hours) in this period or the compared one."
      note="Volunteers counted active by the 10-hour rule, by the country they live in, as they gave it in their profile."
    />
  );
}

export function BadgesEarned({ rows }: { rows: CountRow[] }) {
  return (
    <Counts
      title="Badges earned"
      name="Badge"
      count="Earned"
      rows={rows}
      empty="No badges were earned in this period or the compared one."
    />
  );
}

/**
 * People whose start date has an anniversary in the period: their name opens their people
 * report for the same period (for those who may open it).
 */
export function Anniversaries({ rows, period, linked }: { rows: OrgSummary['anniversaries']; period: ReportPeriod; linked: boolean }) {
  return (
    <ReportSection title="Anniversaries" empty={rows.length === 0 && 'No one’s start-date anniversary falls in this period.'}>
      <SectionTable label="Anniversaries" columns={['Name', 'Anniversary', { header: 'Years', numeric: true }, 'Start date']}>
        {rows.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>
              {linked ? <ReportLink to={reportPath(`/peoplereport/${a.id}`, period)}>{personName(a)}</ReportLink> : personName(a)}
            </Table.Td>
            <Table.Td>{formatDay(a.date)}</Table.Td>
            <Table.Td ta="right">{a.years}</Table.Td>
            <Table.Td>{formatDay(a.startDate)}</Table.Td>
          </Table.Tr>
        ))}
      </SectionTable>
    </ReportSection>
  );
}
