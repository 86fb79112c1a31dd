import { formatHours, type ReportPeriod, type ReportTeamRow } from '@goodhours/domain';
import { useReportTeams } from '../../../api/reports';
import { hourColumns, ReportLink, reportPath, StatusBadge } from '../report-cells';
import { TEAM_EXPORT, TEAM_LIST } from './report-list-specs';
import { ReportListTab, type ListTabProps } from './report-list-tab';
import type { ListColumn } from './report-list-table';

type Props = ListTabProps;

const columns = (period: ReportPeriod): ListColumn<ReportTeamRow>[] => [
  { header: 'Team', sort: 'name', cell: (r) => <ReportLink to={reportPath(`/teamreport/${r.id}`, period)}>{r.teamName}</ReportLink> },
  { header: 'Code', sort: 'code', cell: (r) => r.teamCode },
  { header: 'Status', sort: 'status', cell: (r) => <StatusBadge active={r.isActive} /> },
  { header: 'Members', sort: 'members', numeric: true, cell: (r) => r.memberCount },
  { header: 'Weekly commitment', sort: 'committed', numeric: true, cell: (r) => formatHours(r.committedHours) },
  { header: 'Members with 10+ h', sort: 'activeMembers', numeric: true, cell: (r) => r.activeMembers },
  ...hourColumns<ReportTeamRow>(),
];

/** The Teams tab: every team with its members' commitment and hours in the period. */
export function TeamsTab({ period, state, update }: Props) {
  const query = useReportTeams(period);
  return (
    <ReportListTab
      query={query}
      period={period}
      state={state}
      update={update}
      spec={TEAM_LIST}
      columns={columns(period)}
      exportColumns={TEAM_EXPORT}
      label="Teams"
      searchHint="Team name or code"
      minWidth={940}
    />
  );
}
