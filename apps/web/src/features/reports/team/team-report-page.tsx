import type { ReportPeriod, TeamReport } from '@goodhours/domain';
import { useParams } from 'react-router';
import { useTeamReport } from '../../../api/reports';
import { useEntriesDrawer } from '../entries/use-entries-drawer';
import { HoursChart } from '../hours-chart';
import { BY_NAME, TEAM_MEMBERS } from '../report-detail-specs';
import { personName } from '../list/report-list-specs';
import type { TableSort } from '../list/report-list-state';
import { ReportPageFrame } from '../report-page-frame';
import { ReportSection } from '../report-section';
import { teamReportExport, teamReportPdf } from './team-report-export';
import { TeamReportBlueSquares, TeamReportMembers } from './team-report-members';
import { TeamSummary, TeamTotals } from './team-report-summary';
import { useReportPeriod } from '../use-report-period';
import { useTableSort } from '../use-table-sort';

interface Props {
  report: TeamReport;
  sort: TableSort;
  onSort: (column: string) => void;
  onPeriod: (period: ReportPeriod) => void;
}

function Report({ report, sort, onSort, onPeriod }: Props) {
  const { period, team } = report;
  const { open, drawer } = useEntriesDrawer(period);
  return (
    <>
      <TeamSummary team={team} />
      <TeamTotals report={report} onRows={() => open(team.teamName, { teamId: team.id })} />
      <ReportSection title={`Hours by ${period.granularity}`}>
        <HoursChart
          series={report.series}
          granularity={period.granularity}
          period={period}
          onOpen={onPeriod}
          onRows={(bar) => open(team.teamName, { teamId: team.id }, bar)}
        />
      </ReportSection>
      <TeamReportMembers report={report} sort={sort} onSort={onSort} onRows={(member) => open(personName(member), { userId: member.id })} />
      <TeamReportBlueSquares report={report} sort={sort} />
      {drawer}
    </>
  );
}

/**
 * /teamreport/{teamId} (document 4 §10): a team and, for a period, its hours (a chart whose bars
 * open onto their weeks) and each member's hours against what they committed, summaries and blue
 * squares; exported as CSV, Excel or a text PDF.
 */
export function TeamReportPage() {
  const { teamId = '' } = useParams();
  const period = useReportPeriod('last12Weeks');
  const query = useTeamReport(teamId, period.period);
  const { sort, onSort } = useTableSort(TEAM_MEMBERS, BY_NAME);
  return (
    <ReportPageFrame
      title={(report) => (report ? `Team report: ${report.team.teamName}` : 'Team report')}
      infoName="teamReport"
      period={period}
      query={query}
      exports={(report) => ({ build: () => teamReportExport(report, sort), pdf: () => teamReportPdf(report, sort) })}
      list={{ tab: 'teams', label: 'Choose a team in Reports' }}
    >
      {(report) => <Report report={report} sort={sort} onSort={onSort} onPeriod={period.setPeriod} />}
    </ReportPageFrame>
  );
}
