import { CSV_BOM, csvLine, formatDay, type ReportPeriod } from '@goodhours/domain';

/** A cell of an export: text, or a number a spreadsheet can add up; null is left empty. */
export type ExportCell = string | number | null;

/** One column of an export: its header and what it holds for a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => ExportCell;
  /** Hours, shown with two decimals in a spreadsheet. */
  hours?: boolean;
}

/** A table of an export, its cells already read from the rows. */
export interface ExportSheet {
  /** Named when an export has several tables (the people report's sections). */
  title: string;
  headers: string[];
  hours: boolean[];
  rows: ExportCell[][];
}

/** What a report exports: what is on screen, with the report's name and period. */
export interface ReportExport {
  /** 'People report: Ann Lee', 'Reports: people'. */
  title: string;
  period: ReportPeriod;
  /** The file's name without the period or extension: 'people-report-ann-lee'. */
  fileName: string;
  sheets: ExportSheet[];
}

export function exportSheet<T>(title: string, columns: readonly ExportColumn<T>[], rows: readonly T[]): ExportSheet {
  return {
    title,
    headers: columns.map((c) => c.header),
    hours: columns.map((c) => !!c.hours),
    rows: rows.map((row) => columns.map((c) => c.value(row))),
  };
}

/**
 * A table as CSV by the domain's one cell rule (csvCell: RFC 4180 quoting, CRLF line ends, a
 * cell a spreadsheet would run as a formula — = + - @, tab or CR first — starting with an
 * apostrophe, numbers as numbers): a header line, then a line per row.
 */
export function toCsv<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): string {
  const sheet = exportSheet('', columns, rows);
  return [sheet.headers, ...sheet.rows].map(csvLine).join('');
}

/** The line that names a report and its period, first in every export. */
export const exportHeading = (e: Pick<ReportExport, 'title' | 'period'>): string =>
  `${e.title}, ${formatDay(e.period.from)} to ${formatDay(e.period.to)}`;

/**
 * A whole export as CSV: the report's name and period on the first line, then each table (its
 * name first when there are several, a blank line between).
 */
export function reportCsv(e: ReportExport): string {
  const lines: ExportCell[][] = [[exportHeading(e)]];
  for (const sheet of e.sheets) {
    if (e.sheets.length > 1) lines.push([], [sheet.title]);
    lines.push(sheet.headers, ...sheet.rows);
  }
  return lines.map(csvLine).join('');
}

/** The CSV file of a report: UTF-8 with a byte-order mark, so spreadsheets read accents right. */
export const reportCsvBlob = (e: ReportExport): Blob => new Blob([CSV_BOM, reportCsv(e)], { type: 'text/csv;charset=utf-8' });

/** Lower case, accents dropped, words joined by '-': 'Ann Lée' → 'ann-lee'. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'people-report-ann-lee-2026-09-01-to-2026-11-17.pdf'. */
export const exportFileName = (e: Pick<ReportExport, 'fileName' | 'period'>, extension: 'csv' | 'xlsx' | 'pdf'): string =>
  `${slug(e.fileName)}-${e.period.from}-to-${e.period.to}.${extension}`;
