import { formatHours, type ReportPeriod, type ReportTeamRow } from '@goodhours/domain';
import { useReportTeams } from '../../api/reports';
import { hoursCell, ReportLink, reportPath, StatusBadge, totalCell } from './report-cells';
import { TEAM_EXPORT, TEAM_LIST } from './report-list-specs';
import type { ListState } from './report-list-state';
import { ReportListTab } from './report-list-tab';
import type { ListColumn } from './report-list-table';

interface Props {
  period: ReportPeriod;
  state: ListState;
  update: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
}

const columns = (period: ReportPeriod): ListColumn<ReportTeamRow>[] => [
  { header: 'Team', sort: 'name', cell: (r) => <ReportLink to={reportPath(`/teamreport/${r.id}`, period)}>{r.teamName}</ReportLink> },
  { header: 'Code', sort: 'code', cell: (r) => r.teamCode },
  { header: 'Status', sort: 'status', cell: (r) => <StatusBadge active={r.isActive} /> },
  { header: 'Members', sort: 'members', numeric: true, cell: (r) => r.memberCount },
  { header: 'Weekly commitment', sort: 'committed', numeric: true, cell: (r) => formatHours(r.committedHours) },
  { header: 'Members with 10+ h', sort: 'activeMembers', numeric: true, cell: (r) => r.activeMembers },
  { header: 'Tangible', sort: 'tangible', numeric: true, cell: (r) => hoursCell(r.tangibleHours) },
  { header: 'Intangible', sort: 'intangible', numeric: true, cell: (r) => hoursCell(r.intangibleHours) },
  { header: 'Total', sort: 'total', numeric: true, cell: totalCell },
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
