import type { ReportPeriod, ReportPersonRow } from '@goodhours/domain';
import { Text } from '@mantine/core';
import { useReportPeople } from '../../../api/reports';
import { ValueFilter } from './list-filters';
import { CountedBadge, hourColumns, PERSON_COUNTED_RULE, ReportLink, reportPath, StatusBadge } from '../report-cells';
import { PEOPLE_EXPORT, PEOPLE_LIST, personName } from './report-list-specs';
import { distinct } from './report-list-state';
import { ReportListTab, type ListTabProps } from './report-list-tab';
import type { ListColumn } from './report-list-table';

type Props = ListTabProps;

const columns = (period: ReportPeriod): ListColumn<ReportPersonRow>[] => [
  {
    header: 'Name',
    sort: 'name',
    cell: (r) => (
      <>
        <ReportLink to={reportPath(`/peoplereport/${r.id}`, period)}>{personName(r)}</ReportLink>
        <Text size="xs" c="dimmed">
          {r.email}
        </Text>
      </>
    ),
  },
  { header: 'Role', sort: 'role', cell: (r) => r.role },
  { header: 'Teams', sort: 'teams', cell: (r) => r.teamNames.join(', ') },
  { header: 'Status', sort: 'status', cell: (r) => <StatusBadge active={r.isActive} /> },
  ...hourColumns<ReportPersonRow>(),
  { header: 'Counted', sort: 'counted', cell: (r) => <CountedBadge counted={r.counted} rule={PERSON_COUNTED_RULE} /> },
];

/** The People tab: everyone, active or not, with their hours in the period. */
export function PeopleTab({ period, state, update }: Props) {
  const query = useReportPeople(period);
  return (
    <ReportListTab
      query={query}
      period={period}
      state={state}
      update={update}
      spec={PEOPLE_LIST}
      columns={columns(period)}
      exportColumns={PEOPLE_EXPORT}
      label="People"
      searchHint="Name, email, role or team"
      minWidth={920}
      filters={(rows) => (
        <>
          <ValueFilter
            label="Role"
            all="All roles"
            values={distinct(rows.map((r) => r.role))}
            value={state.role}
            onChange={(role) => update({ role })}
          />
          <ValueFilter
            label="Team"
            all="All teams"
            values={distinct(rows.flatMap((r) => r.teamNames))}
            value={state.team}
            onChange={(team) => update({ team })}
          />
        </>
      )}
    />
  );
}
