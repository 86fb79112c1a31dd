import { describe, expect, it } from 'vitest';
import { exportFileName, reportCsv } from '../export/export-table';
import { peopleReportExport, peopleReportFacts, peopleReportSheets } from './people-report-export';
import { annReport } from '../list/reports-test-data';

describe('the people report’s export', () => {
  it('holds the summary, the hours by bar, project and category, and every record, as on the page', () => {
    const e = peopleReportExport(annReport());
    expect(e.title).toBe('People report: Ann Lee');
    expect(exportFileName(e, 'pdf')).toBe('people-report-ann-lee-2026-09-06-to-2026-11-28.pdf');
    expect(e.sheets.map((s) => s.title)).toEqual([
      'Summary',
      'Hours by month',
      'Hours by project',
      'Hours by category',
      'Tasks',
      'Badges',
      'Blue squares',
      'Time off',
      'Summaries in the period',
    ]);
    const csv = reportCsv(e).split('\r\n');
    expect(csv[0]).toBe('"People report: Ann Lee, Sep-06-26 to Nov-28-26"');
    expect(csv).toContain('Bio,Requested');
    // A month bar is its whole weeks, clipped to the period: September's first Sunday is the 6th.
    expect(csv).toContain('Sep 2026,Sep-06-26,Oct-03-26,2,0,2');
    expect(csv).toContain('Nov 2026,Nov-01-26,Nov-28-26,6,0,6');
    expect(csv).toContain('Community Garden,Food,10,1,11');
    expect(csv).toContain('1.2 Plant the beds,Community Garden,Active,10,4,No');
    // A description starting with = stays text.
    expect(csv).toContain(`Oct-17-26,"'=Weekly summary not submitted, ""late"""`);
    expect(csv).toContain('Nov-15-26,142,Nov-21-26');
  });

  it('gives the PDF the person and the period’s totals in words, and no summary table', () => {
    const [person, totals] = peopleReportFacts(annReport());
    expect(person?.facts).toContainEqual({ label: 'Teams', value: 'Kitchen' });
    expect(person?.facts).toContainEqual({ label: 'End date', value: '—' });
    expect(totals?.facts).toEqual([
      { label: 'Tangible hours', value: '12.50' },
      { label: 'Intangible hours', value: '1.00' },
      { label: 'Total hours', value: '13.50' },
      { label: 'Counted', value: 'Yes (10 or more tangible hours)' },
    ]);
    expect(peopleReportSheets(annReport()).map((s) => s.title)).not.toContain('Summary');
  });
});
