/** What the reports feature offers other features: the Export button and the period of a report. */
export { ExportMenu } from './export/export-menu';
export { exportSheet, toCsv, type ExportColumn, type ExportSheet, type ReportExport } from './export/export-table';
export { PeriodControl } from './period-control';
export { useReportPeriod } from './use-report-period';
