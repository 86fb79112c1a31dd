import { describe, expect, it } from 'vitest';
import { exportFileName, exportSheet, reportCsv, slug, toCsv, type ExportColumn } from './export-table';

interface Row {
  name: string;
  note: string;
  hours: number;
  end: string | null;
}
const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Note', value: (r) => r.note },
  { header: 'Hours', value: (r) => r.hours, hours: true },
  { header: 'End', value: (r) => r.end },
];
const row = (over: Partial<Row>): Row => ({ name: 'Ann Lee', note: 'ok', hours: 1.5, end: null, ...over });
const period = { from: '2026-09-01', to: '2026-11-17' };

describe('CSV of a report', () => {
  it('writes a header line and a line per row, numbers as numbers and nothing for no value (CRLF)', () => {
    expect(toCsv(columns, [row({}), row({ name: 'Ben', hours: -2, end: '2026-12-01' })])).toBe(
      'Name,Note,Hours,End\r\nAnn Lee,ok,1.5,\r\nBen,ok,-2,2026-12-01\r\n',
    );
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(toCsv(columns, [row({ name: 'Lee, Ann', note: 'said "hi"\nthen left' })])).toBe(
      'Name,Note,Hours,End\r\n"Lee, Ann","said ""hi""\nthen left",1.5,\r\n',
    );
  });

  it('keeps a cell a spreadsheet would run as a formula as text: an apostrophe before = + - @, tab and CR', () => {
    const notes = ['=HYPERLINK("http://x","y")', '+1', '-1+2', '@SUM(A1)', '\tindent', '\rreturn', 'a=b'];
    const lines = toCsv(
      columns,
      notes.map((note) => row({ note })),
    ).split('\r\n');
    expect(lines.slice(1, -1).map((line) => line.split(',')[1] ?? '')).toEqual([
      `"'=HYPERLINK(""http://x""`,
      "'+1",
      "'-1+2",
      "'@SUM(A1)",
      "'\tindent",
      '"\'\rreturn"',
      'a=b',
    ]);
  });

  it('heads the file with the report and its period, and names each table when there are several', () => {
    const sheet = exportSheet('Hours', columns, [row({})]);
    const one = reportCsv({ title: 'Reports: people', period, fileName: 'reports-people', sheets: [sheet] });
    expect(one).toBe('"Reports: people, Sep-01-26 to Nov-17-26"\r\nName,Note,Hours,End\r\nAnn Lee,ok,1.5,\r\n');
    const two = reportCsv({
      title: 'People report: Ann Lee',
      period,
      fileName: 'x',
      sheets: [sheet, { ...sheet, title: 'Again', rows: [] }],
    });
    expect(two.split('\r\n')).toEqual([
      '"People report: Ann Lee, Sep-01-26 to Nov-17-26"',
      '',
      'Hours',
      'Name,Note,Hours,End',
      'Ann Lee,ok,1.5,',
      '',
      'Again',
      'Name,Note,Hours,End',
      '',
    ]);
  });

  it('names the file after the report, the person and the period', () => {
    expect(slug('People report — Ann Lée!')).toBe('people-report-ann-lee');
    expect(exportFileName({ fileName: 'people-report-Ann Lée', period }, 'pdf')).toBe('people-report-ann-lee-2026-09-01-to-2026-11-17.pdf');
  });
});
