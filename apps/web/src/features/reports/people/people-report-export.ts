import { formatDay, formatHours, pacificDate, type PeopleReport } from '@goodhours/domain';
import { exportSheet, type ExportColumn, type ExportSheet, type ReportExport } from '../export/export-table';
import type { PdfFacts } from '../export/report-pdf';
import { barPeriod, bucketLabel } from '../report-period';
import { personName, yesNo } from '../list/report-list-specs';
import { sumHours } from '../list/report-list-state';

type Report = PeopleReport;
type Hours = { tangibleHours: number; intangibleHours: number };

const day = (date: string | null) => (date ? formatDay(date) : '');
/** 'posted' → 'Posted'. */
export const bioStatus = (status: Report['person']['bioPosted']): string => status.charAt(0).toUpperCase() + status.slice(1);
/** When a weekly summary was sent, as its Pacific day. */
export const submittedDay = (instant: string): string => formatDay(pacificDate(new Date(instant)));
export const taskLabel = (t: { num: string; taskName: string }): string => (t.num ? `${t.num} ${t.taskName}` : t.taskName);

/** Tangible, intangible and total hours: the columns of every table of hours. */
export const hourColumns = <T extends Hours>(): ExportColumn<T>[] => [
  { header: 'Tangible hours', value: (r) => r.tangibleHours, hours: true },
  { header: 'Intangible hours', value: (r) => r.intangibleHours, hours: true },
  { header: 'Total hours', value: (r) => sumHours(r.tangibleHours, r.intangibleHours), hours: true },
];

/** A period's tangible, intangible and total hours as facts of a summary. */
export const hourFacts = (t: Hours): PdfFacts['facts'] => [
  { label: 'Tangible hours', value: formatHours(t.tangibleHours) },
  { label: 'Intangible hours', value: formatHours(t.intangibleHours) },
  { label: 'Total hours', value: formatHours(sumHours(t.tangibleHours, t.intangibleHours)) },
];

/** The chart's bars as a table: each bar's label, its days (decision 030) and its hours. */
export function seriesSheet(r: Pick<Report, 'period' | 'series'>): ExportSheet {
  const { granularity } = r.period;
  const bars = r.series.map((point) => ({ ...point, days: barPeriod(point.bucket, granularity, r.period) }));
  return exportSheet(
    `Hours by ${granularity}`,
    [
      {
        header: granularity === 'week' ? 'Week of' : granularity === 'month' ? 'Month' : 'Year',
        value: (b) => bucketLabel(b.bucket, granularity),
      },
      { header: 'From', value: (b) => formatDay(b.days.from) },
      { header: 'To', value: (b) => formatDay(b.days.to) },
      ...hourColumns<(typeof bars)[number]>(),
    ],
    bars,
  );
}

/** The person and the period's totals, in words: the first part of the PDF. */
export function peopleReportFacts(r: Report): PdfFacts[] {
  const p = r.person;
  const t = r.totals;
  return [
    {
      title: 'Person',
      facts: [
        { label: 'Name', value: personName(p) },
        { label: 'Role', value: p.role },
        { label: 'Job title', value: p.jobTitle || '—' },
        { label: 'Email', value: p.email },
        { label: 'Teams', value: p.teamNames.join(', ') || 'None' },
        { label: 'Team code', value: p.teamCode || '—' },
        { label: 'Status', value: p.isActive ? 'Active' : 'Inactive' },
        { label: 'Start date', value: day(p.startDate) || '—' },
        { label: 'End date', value: day(p.endDate) || '—' },
        { label: 'Weekly commitment', value: `${formatHours(p.weeklyCommittedHours)} hours` },
        { label: 'Bio', value: bioStatus(p.bioPosted) },
        { label: 'All-time tangible hours', value: formatHours(p.totalTangibleHours) },
        { label: 'All-time intangible hours', value: formatHours(p.totalIntangibleHours) },
      ],
    },
    {
      title: 'Totals in the period',
      facts: [...hourFacts(t), { label: 'Counted', value: t.counted ? 'Yes (10 or more tangible hours)' : 'No (under 10 tangible hours)' }],
    },
  ];
}

/** The report's tables, as on the page. */
export function peopleReportSheets(r: Report): ExportSheet[] {
  return [
    seriesSheet(r),
    exportSheet(
      'Hours by project',
      [
        { header: 'Project', value: (p) => p.projectName },
        { header: 'Category', value: (p) => p.category },
        ...hourColumns<Report['byProject'][number]>(),
      ],
      r.byProject,
    ),
    exportSheet(
      'Hours by category',
      [{ header: 'Category', value: (c) => c.category }, ...hourColumns<Report['byCategory'][number]>()],
      r.byCategory,
    ),
    exportSheet(
      'Tasks',
      [
        { header: 'Task', value: taskLabel },
        { header: 'Project', value: (t) => t.projectName },
        { header: 'Status', value: (t) => t.status },
        { header: 'Estimated hours', value: (t) => t.estimatedHours, hours: true },
        { header: 'Hours logged', value: (t) => t.hoursLogged, hours: true },
        { header: 'Completed', value: (t) => yesNo(t.completed) },
      ],
      r.tasks,
    ),
    exportSheet(
      'Badges',
      [
        { header: 'Badge', value: (b) => b.badgeName },
        { header: 'Count', value: (b) => b.count },
        { header: 'Last earned', value: (b) => day(b.lastEarned) },
      ],
      r.badges,
    ),
    exportSheet(
      'Blue squares',
      [
        { header: 'Date', value: (b) => formatDay(b.date) },
        { header: 'Description', value: (b) => b.description },
      ],
      r.blueSquares,
    ),
    exportSheet(
      'Time off',
      [
        { header: 'From', value: (t) => formatDay(t.startingDate) },
        { header: 'To', value: (t) => formatDay(t.endingDate) },
        { header: 'Reason', value: (t) => t.reason },
      ],
      r.timeOff,
    ),
    exportSheet(
      'Summaries in the period',
      [
        { header: 'Week of', value: (s) => formatDay(s.weekStart) },
        { header: 'Words', value: (s) => s.words },
        { header: 'Submitted', value: (s) => submittedDay(s.uploadDate) },
      ],
      r.summaries,
    ),
  ];
}

/** The facts as a table of item and value, for CSV and Excel (the PDF shows them as text). */
export const factsSheet = (facts: PdfFacts[]): ExportSheet =>
  exportSheet(
    'Summary',
    [
      { header: 'Item', value: (f: { label: string; value: string }) => f.label },
      { header: 'Value', value: (f) => f.value },
    ],
    facts.flatMap((group) => group.facts),
  );

const base = (r: Report) => ({
  title: `People report: ${personName(r.person)}`,
  period: { from: r.period.from, to: r.period.to },
  fileName: `people-report-${personName(r.person)}`,
});

/** What CSV and Excel hold: the summary, then every table. */
export function peopleReportExport(r: Report): ReportExport {
  return { ...base(r), sheets: [factsSheet(peopleReportFacts(r)), ...peopleReportSheets(r)] };
}

/** The PDF: the summary as text, then every table; its library is loaded now, on use. */
export async function peopleReportPdf(r: Report): Promise<Blob> {
  const { reportPdf } = await import('../export/report-pdf');
  return reportPdf({ ...base(r), sheets: peopleReportSheets(r) }, peopleReportFacts(r));
}
