/**
 * The weekly summaries report (/weeklysummariesreport). The route table loads its page lazily by
 * file; other features need nothing from it yet.
 */
export { WeeklySummariesReportPage } from './weekly-summaries-report-page';
