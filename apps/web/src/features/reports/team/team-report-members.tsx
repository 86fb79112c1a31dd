import { formatDay, formatHours, hoursColour, type TeamReport } from '@goodhours/domain';
import { Progress, Stack, Table, Text } from '@mantine/core';
import { EntriesButton, hoursCell, ReportLink, reportPath, StatusBadge } from '../report-cells';
import { committedShare, memberBlueSquares, type TeamMember } from '../report-detail-specs';
import { personName } from '../list/report-list-specs';
import type { TableSort } from '../list/report-list-state';
import { ReportListTable, type ListColumn } from '../list/report-list-table';
import { ReportSection, SectionTable } from '../report-section';
import { teamMemberRows } from './team-report-export';

interface Props {
  report: TeamReport;
  sort: TableSort;
  onSort: (column: string) => void;
  /** A member's Entries button: their rows in the period. */
  onRows: (member: TeamMember) => void;
}

/**
 * Tangible hours against the hours committed over the period: a bar in the leaderboard's colour
 * for the band (red under half, orange under the commitment, green met, then teal, pink and
 * grape at 1.25, 1.5 and 1.75 times) and the share in words, so colour is never the only sign.
 */
function AgainstCommitted({ member: m }: { member: TeamMember }) {
  const share = committedShare(m.tangibleHours, m.committedHours);
  const words = share === null ? 'No commitment' : `${String(share)}% of ${formatHours(m.committedHours)}`;
  return (
    <Stack gap={2} miw={110}>
      <Progress
        value={share === null ? 0 : Math.min(100, share)}
        color={hoursColour(m.tangibleHours, m.committedHours)}
        size="sm"
        aria-label={`${personName(m)}: ${formatHours(m.tangibleHours)} tangible hours, ${words} committed`}
      />
      <Text size="xs">{words}</Text>
    </Stack>
  );
}

/** What the member committed over the period, and their weekly commitment it comes from. */
function Committed({ member: m }: { member: TeamMember }) {
  return (
    <>
      {formatHours(m.committedHours)}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatHours(m.weeklyCommittedHours)} a week
      </Text>
    </>
  );
}

const columns = (report: TeamReport, onRows: Props['onRows']): ListColumn<TeamMember>[] => [
  {
    header: 'Name',
    sort: 'name',
    cell: (r) => <ReportLink to={reportPath(`/peoplereport/${r.id}`, report.period)}>{personName(r)}</ReportLink>,
  },
  { header: 'Role', sort: 'role', cell: (r) => r.role },
  { header: 'Status', sort: 'status', cell: (r) => <StatusBadge active={r.isActive} /> },
  { header: 'Committed', sort: 'committed', numeric: true, cell: (r) => <Committed member={r} /> },
  { header: 'Tangible', sort: 'tangible', numeric: true, cell: (r) => hoursCell(r.tangibleHours) },
  { header: 'Intangible', sort: 'intangible', numeric: true, cell: (r) => hoursCell(r.intangibleHours) },
  { header: 'Against committed', sort: 'share', cell: (r) => <AgainstCommitted member={r} /> },
  { header: 'Summaries', sort: 'summaries', numeric: true, cell: (r) => r.summaries },
  { header: 'Blue squares', sort: 'blueSquares', numeric: true, cell: (r) => r.blueSquares.length },
  { header: 'Rows', cell: (r) => <EntriesButton of={personName(r)} onRows={() => onRows(r)} /> },
];

/** The team's members: their hours against what they committed over the period, summaries and blue squares. */
export function TeamReportMembers({ report, sort, onSort, onRows }: Props) {
  const rows = teamMemberRows(report, sort);
  return (
    <ReportSection title="Members against commitment" empty={rows.length === 0 && 'This team has no members.'}>
      <Stack gap="xs">
        <Text size="sm">
          Committed is each member’s weekly commitment over the period’s days. Against committed compares tangible hours with it, coloured
          as on the leaderboard. Summaries counts the weeks of the period with a weekly summary; the blue squares are listed below.
        </Text>
        <ReportListTable
          rows={rows}
          rowKey={(r) => r.id}
          columns={columns(report, onRows)}
          state={sort}
          onSort={onSort}
          label="Members"
          minWidth={960}
        />
      </Stack>
    </ReportSection>
  );
}

/** The members' blue squares dated in the period, in the members' order. */
export function TeamReportBlueSquares({ report, sort }: Pick<Props, 'report' | 'sort'>) {
  const squares = memberBlueSquares(teamMemberRows(report, sort));
  return (
    <ReportSection title="Blue squares in the period" empty={squares.length === 0 && 'No member received a blue square in this period.'}>
      <SectionTable label="Blue squares in the period" columns={['Member', 'Date', 'Description']} minWidth={480}>
        {squares.map((b, i) => (
          <Table.Tr key={`${b.id}-${b.date}-${String(i)}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{b.name}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(b.date)}</Table.Td>
            <Table.Td>{b.description}</Table.Td>
          </Table.Tr>
        ))}
      </SectionTable>
    </ReportSection>
  );
}
