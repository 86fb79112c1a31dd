/** What the reports feature offers other features: the period of a report, its parts (chart, sections, entries) and its exports. */
export { useEntriesDrawer } from './entries/use-entries-drawer';
export { ExportMenu } from './export/export-menu';
export {
  exportFileName,
  exportSheet,
  reportCsv,
  toCsv,
  type ExportColumn,
  type ExportSheet,
  type ReportExport,
} from './export/export-table';
export type { PdfFacts } from './export/report-pdf';
export { HoursChart } from './hours-chart';
export { PeriodControl } from './period-control';
export { ReportLink, reportPath } from './report-cells';
export { personName } from './list/report-list-specs';
export { sumHours } from './list/report-list-state';
export { periodLabel } from './report-period';
export { ReportSection, SectionTable, type SectionColumn } from './report-section';
export { useReportPeriod } from './use-report-period';
