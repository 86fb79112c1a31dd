import { describe, expect, it } from 'vitest';
import { exportSheet } from './export-table';
import { reportWorkbook } from './xlsx';

describe('an Excel export', () => {
  it('has a sheet per table: the report and period first, a bold header row, numbers as numbers', async () => {
    const sheet = exportSheet(
      'People: active?',
      [
        { header: 'Name', value: (r: { name: string; hours: number }) => r.name },
        { header: 'Hours', value: (r) => r.hours, hours: true },
      ],
      [
        { name: '=cmd', hours: 12.5 },
        { name: 'Ben', hours: 0 },
      ],
    );
    const book = await reportWorkbook({
      title: 'Reports: people',
      period: { from: '2026-09-01', to: '2026-11-17' },
      fileName: 'x',
      sheets: [sheet],
    });
    const ws = book.worksheets[0]!;
    // Excel forbids ? in a sheet's name.
    expect(ws.name).toBe('People  active ');
    expect(ws.getCell('A1').value).toBe('Reports: people, Sep-01-26 to Nov-17-26');
    expect(ws.getRow(2).values).toEqual([undefined, 'Name', 'Hours']);
    expect(ws.getRow(2).font?.bold).toBe(true);
    expect(ws.getCell('B3').value).toBe(12.5);
    expect(ws.getCell('B3').numFmt).toBe('#,##0.00');
    // Text stays text: no formula is written.
    expect(ws.getCell('A3').value).toBe('=cmd');
    expect(ws.getCell('A3').type).toBe(3); // ValueType.String
    expect(ws.rowCount).toBe(4);
  });
});
