import type { SummariesReport, SummariesReportRow } from '@goodhours/domain';
import { exportSheet, type ExportColumn, type ReportExport } from '../reports';
import { BAND_LABELS, BIO_LABELS, bandOf, fullName, summaryText } from './report-filter';

/** The columns of the report's CSV and XLSX: the people shown, their summary as plain text. */
export const SUMMARIES_EXPORT_COLUMNS: readonly ExportColumn<SummariesReportRow>[] = [
  { header: 'Name', value: fullName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Team code', value: (r) => r.teamCode },
  { header: 'Tangible hours', value: (r) => r.tangibleHours, hours: true },
  { header: 'Committed hours', value: (r) => r.weeklyCommittedHours, hours: true },
  { header: 'Hours band', value: (r) => BAND_LABELS[bandOf(r)] },
  { header: 'Summary', value: summaryText },
  { header: 'Valid summaries', value: (r) => r.validSummaries },
  { header: 'Bio status', value: (r) => BIO_LABELS[r.bioPosted] },
];

/** What the Export button writes: the rows shown after the filters, for the week shown. */
export function summariesExport(week: Pick<SummariesReport, 'weekStart' | 'weekEnd'>, shown: readonly SummariesReportRow[]): ReportExport {
  return {
    title: 'Weekly summaries report',
    period: { from: week.weekStart, to: week.weekEnd },
    fileName: 'weekly-summaries-report',
    sheets: [exportSheet('People', SUMMARIES_EXPORT_COLUMNS, shown)],
  };
}
