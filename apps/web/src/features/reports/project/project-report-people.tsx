import type { ProjectReport } from '@goodhours/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { projectPeopleRows } from './project-report-export';
import { CountedBadge, EntriesButton, hourColumns, PROJECT_PERSON_COUNTED_RULE, ReportLink, reportPath } from '../report-cells';
import { TOP_CONTRIBUTORS_FIRST, type ProjectPerson } from '../report-detail-specs';
import { personName } from '../list/report-list-specs';
import type { TableSort } from '../list/report-list-state';
import { ReportListTable, type ListColumn } from '../list/report-list-table';
import { ReportSection } from '../report-section';

interface Props {
  report: ProjectReport;
  sort: TableSort;
  onSort: (column: string) => void;
  /** A person's Entries button: their rows on this project in the period. */
  onRows: (person: ProjectPerson) => void;
}

const columns = (report: ProjectReport, onRows: Props['onRows']): ListColumn<ProjectPerson>[] => [
  {
    header: 'Name',
    sort: 'name',
    cell: (r) => <ReportLink to={reportPath(`/peoplereport/${r.id}`, report.period)}>{personName(r)}</ReportLink>,
  },
  { header: 'Role', sort: 'role', cell: (r) => r.role },
  {
    header: 'Member',
    sort: 'member',
    cell: (r) => (
      <Badge variant={r.isMember ? 'light' : 'outline'} color={r.isMember ? 'teal' : 'gray'}>
        {r.isMember ? 'Member' : 'Not a member'}
      </Badge>
    ),
  },
  ...hourColumns<ProjectPerson>(),
  { header: 'Counted', sort: 'counted', cell: (r) => <CountedBadge counted={r.counted} rule={PROJECT_PERSON_COUNTED_RULE} /> },
  { header: 'Rows', cell: (r) => <EntriesButton of={personName(r)} onRows={() => onRows(r)} /> },
];

const topFirst = (sort: TableSort) => sort.sort === TOP_CONTRIBUTORS_FIRST.sort && sort.dir === TOP_CONTRIBUTORS_FIRST.dir;

/**
 * The project's members and everyone who logged time on it in the period. Sorted by total hours,
 * most first (as it opens), its first rows are the project's top contributors, and its heading
 * says so.
 */
export function ProjectReportPeople({ report, sort, onSort, onRows }: Props) {
  const rows = projectPeopleRows(report, sort);
  return (
    <ReportSection
      title={topFirst(sort) ? 'People, top contributors first' : 'People'}
      empty={rows.length === 0 && 'Nobody is a member of this project or logged time on it in this period.'}
    >
      <Stack gap="xs">
        <Text size="sm">
          The project’s members and everyone who logged time on it in the period. A person is counted with 10 or more tangible hours on this
          project in the period. Sorted by total hours, most first, the first rows are the top contributors.
        </Text>
        <ReportListTable
          rows={rows}
          rowKey={(r) => r.id}
          columns={columns(report, onRows)}
          state={sort}
          onSort={onSort}
          label="People"
          minWidth={860}
        />
      </Stack>
    </ReportSection>
  );
}
