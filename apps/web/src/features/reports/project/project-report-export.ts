import { formatHours, type ProjectReport } from '@goodhours/domain';
import { exportSheet, type ExportSheet, type ReportExport } from '../export/export-table';
import type { PdfFacts } from '../export/report-pdf';
import { factsSheet, hourFacts, seriesSheet, taskLabel } from '../people/people-report-export';
import { PROJECT_PEOPLE, PROJECT_PEOPLE_EXPORT } from '../report-detail-specs';
import { yesNo } from '../list/report-list-specs';
import { sortRows, type TableSort } from '../list/report-list-state';

type Report = ProjectReport;

/** The people in the order the page shows them. */
export const projectPeopleRows = (r: Report, sort: TableSort): Report['people'] => sortRows([...r.people], PROJECT_PEOPLE, sort);

/** The project and the period's totals, in words. */
export function projectReportFacts(r: Report): PdfFacts[] {
  const p = r.project;
  const t = r.totals;
  return [
    {
      title: 'Project',
      facts: [
        { label: 'Name', value: p.projectName },
        { label: 'Category', value: p.category },
        { label: 'Status', value: p.isActive ? 'Active' : 'Inactive' },
        { label: 'Members', value: String(p.memberCount) },
        { label: 'All-time tangible hours', value: formatHours(p.totalTangibleHours) },
        { label: 'All-time intangible hours', value: formatHours(p.totalIntangibleHours) },
      ],
    },
    {
      title: 'Totals in the period',
      facts: [...hourFacts(t), { label: 'Active people (10+ tangible hours on the project)', value: String(t.activePeople) }],
    },
  ];
}

/** The report's tables, as on the page (the people in the page's order). */
export function projectReportSheets(r: Report, sort: TableSort): ExportSheet[] {
  return [
    seriesSheet(r),
    exportSheet('People', PROJECT_PEOPLE_EXPORT, projectPeopleRows(r, sort)),
    exportSheet(
      'WBS',
      [
        { header: 'WBS', value: (w) => w.wbsName },
        { header: 'Active', value: (w) => yesNo(w.isActive) },
        { header: 'Tasks', value: (w) => w.taskCount },
        { header: 'Completed', value: (w) => w.completedCount },
        { header: 'Estimated hours', value: (w) => w.estimatedHours, hours: true },
        { header: 'Hours logged', value: (w) => w.loggedHours, hours: true },
      ],
      r.wbs,
    ),
    exportSheet(
      'Top-level tasks',
      [
        { header: 'Task', value: taskLabel },
        { header: 'WBS', value: (t) => t.wbsName },
        { header: 'Status', value: (t) => t.status },
        { header: 'Estimated hours', value: (t) => t.estimatedHours, hours: true },
        { header: 'Hours logged', value: (t) => t.hoursLogged, hours: true },
      ],
      r.tasks,
    ),
  ];
}

const base = (r: Report) => ({
  title: `Project report: ${r.project.projectName}`,
  period: { from: r.period.from, to: r.period.to },
  fileName: `project-report-${r.project.projectName}`,
});

/** What CSV and Excel hold: the summary, then every table. */
export function projectReportExport(r: Report, sort: TableSort): ReportExport {
  return { ...base(r), sheets: [factsSheet(projectReportFacts(r)), ...projectReportSheets(r, sort)] };
}

/** The PDF: the summary as text, then every table; its library is loaded now, on use. */
export async function projectReportPdf(r: Report, sort: TableSort): Promise<Blob> {
  const { reportPdf } = await import('../export/report-pdf');
  return reportPdf({ ...base(r), sheets: projectReportSheets(r, sort) }, projectReportFacts(r));
}
