import type { ProjectReport, ReportPeriod } from '@goodhours/domain';
import { useParams } from 'react-router';
import { useProjectReport } from '../../../api/reports';
import { useEntriesDrawer } from '../entries/use-entries-drawer';
import { HoursChart } from '../hours-chart';
import { projectReportExport, projectReportPdf } from './project-report-export';
import { ProjectReportPeople } from './project-report-people';
import { ProjectSummary, ProjectTotals } from './project-report-summary';
import { ProjectReportWork } from './project-report-work';
import { PROJECT_PEOPLE, TOP_CONTRIBUTORS_FIRST } from '../report-detail-specs';
import { personName } from '../list/report-list-specs';
import type { TableSort } from '../list/report-list-state';
import { ReportPageFrame } from '../report-page-frame';
import { ReportSection } from '../report-section';
import { useReportPeriod } from '../use-report-period';
import { useTableSort } from '../use-table-sort';

interface Props {
  report: ProjectReport;
  sort: TableSort;
  onSort: (column: string) => void;
  onPeriod: (period: ReportPeriod) => void;
}

function Report({ report, sort, onSort, onPeriod }: Props) {
  const { period, project } = report;
  const { open, drawer } = useEntriesDrawer(period, { projectId: project.id });
  return (
    <>
      <ProjectSummary project={project} />
      <ProjectTotals report={report} onRows={() => open(project.projectName, {})} />
      <ReportSection title={`Hours by ${period.granularity}`}>
        <HoursChart
          series={report.series}
          granularity={period.granularity}
          period={period}
          onOpen={onPeriod}
          onRows={(bar) => open(project.projectName, {}, bar)}
        />
      </ReportSection>
      <ProjectReportPeople
        report={report}
        sort={sort}
        onSort={onSort}
        onRows={(person) => open(`${personName(person)} on ${project.projectName}`, { userId: person.id })}
      />
      <ProjectReportWork report={report} />
      {drawer}
    </>
  );
}

/**
 * /projectreport/{projectId} (document 4 §10): a project and, for a period, its hours (a chart
 * whose bars open onto their weeks), its people and top contributors (the 10-hour rule), and its
 * WBS and top-level tasks, estimated against logged; exported as CSV, Excel or a text PDF.
 */
export function ProjectReportPage() {
  const { projectId = '' } = useParams();
  const period = useReportPeriod('last12Weeks');
  const query = useProjectReport(projectId, period.period);
  const { sort, onSort } = useTableSort(PROJECT_PEOPLE, TOP_CONTRIBUTORS_FIRST);
  return (
    <ReportPageFrame
      title={(report) => (report ? `Project report: ${report.project.projectName}` : 'Project report')}
      infoName="projectReport"
      period={period}
      query={query}
      exports={(report) => ({ build: () => projectReportExport(report, sort), pdf: () => projectReportPdf(report, sort) })}
      list={{ tab: 'projects', label: 'Choose a project in Reports' }}
    >
      {(report) => <Report report={report} sort={sort} onSort={onSort} onPeriod={period.setPeriod} />}
    </ReportPageFrame>
  );
}
