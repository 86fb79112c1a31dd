import type { Workbook as ExcelWorkbook } from 'exceljs';
import { exportHeading, type ReportExport } from './export-table';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel refuses sheet names over 31 characters or holding any of : \ / ? * [ ]. */
const sheetName = (title: string, index: number) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || `Sheet ${String(index + 1)}`;

/** exceljs (about 1 MB) is loaded when a spreadsheet is asked for, never with a page. */
async function newWorkbook(): Promise<ExcelWorkbook> {
  const excel = await import('exceljs');
  // The browser build is CommonJS: its exports arrive as the default export.
  const { Workbook } = (excel as unknown as { default?: typeof excel }).default ?? excel;
  return new Workbook();
}

/**
 * A report as an Excel workbook: a sheet per table, each headed by the report's name and period,
 * then a bold header row (kept in view when scrolling) and the rows, numbers as numbers (hours
 * with two decimals), so a spreadsheet can add them up.
 */
export async function reportWorkbook(e: ReportExport): Promise<ExcelWorkbook> {
  const workbook = await newWorkbook();
  e.sheets.forEach((sheet, index) => {
    const ws = workbook.addWorksheet(sheetName(sheet.title, index));
    ws.addRow([exportHeading(e)]).font = { bold: true, size: 13 };
    const header = ws.addRow(sheet.headers);
    header.font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: header.number }];
    for (const row of sheet.rows) ws.addRow(row.map((cell) => cell ?? ''));
    sheet.headers.forEach((title, c) => {
      const column = ws.getColumn(c + 1);
      if (sheet.hours[c]) column.numFmt = '#,##0.00';
      const longest = Math.max(title.length, ...sheet.rows.map((row) => String(row[c] ?? '').length));
      column.width = Math.min(60, Math.max(8, longest + 2));
    });
  });
  return workbook;
}

export async function reportXlsx(e: ReportExport): Promise<Blob> {
  const workbook = await reportWorkbook(e);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}
