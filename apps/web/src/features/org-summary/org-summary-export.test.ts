import { describe, expect, it } from 'vitest';
import { exportFileName, reportCsv } from '../reports';
import { allHoursRow, badgeRows, categoryRows, countryRows, orgFigures, roleRows } from './org-figures';
import { orgSummaryExport, orgSummaryFacts } from './org-summary-export';
import { orgSummary } from './org-summary-test-data';

describe('the total org summary’s figures and tables', () => {
  it('gives every figure in both periods, with teams with hours of all teams', () => {
    const figures = orgFigures(orgSummary());
    expect(figures.map((f) => [f.label, f.current, f.previous])).toEqual([
      ['Active volunteers', 42, 30],
      ['New volunteers', 5, 5],
      ['Leaving volunteers', 2, 4],
      ['Total active', 120, 120],
      ['Tangible hours', 512.5, 400],
      ['Intangible hours', 40, 50.25],
      ['Total hours', 552.5, 450.25],
      ['Tasks completed', 17, 20],
      ['Teams with hours', 9, 8],
      ['Blue squares', 3, 1],
      ['Badges earned', 6, 4],
    ]);
    expect(figures.find((f) => f.label === 'Teams with hours')?.of).toEqual({ current: 12, previous: 11 });
    expect(figures.find((f) => f.label === 'Blue squares')?.higherIsBetter).toBe(false);
    expect(figures.find((f) => f.label === 'Active volunteers')?.hint).toMatch(/10-hour rule/);
  });

  it('pairs categories, roles, countries and badges of both periods by name, those only the compared period has last', () => {
    const s = orgSummary();
    expect(categoryRows(s).map((r) => [r.name, r.total, r.previousTotal])).toEqual([
      ['Food', 320, 280],
      ['Technology', 232.5, 0],
      ['Outreach', 0, 170.25],
    ]);
    expect(allHoursRow(s)).toMatchObject({ name: 'All categories', total: 552.5, previousTotal: 450.25 });
    expect(roleRows(s).map((r) => [r.name, r.people, r.previousPeople])).toEqual([
      ['Volunteer', 38, 28],
      ['Manager', 4, 0],
    ]);
    expect(countryRows(s)).toEqual([
      { name: 'Kenya', count: 20, previous: 12 },
      { name: 'United States', count: 15, previous: 18 },
      { name: 'Not given', count: 7, previous: 0 },
    ]);
    expect(badgeRows(s)).toEqual([
      { name: 'Hours streak', count: 4, previous: 4 },
      { name: '=Founders', count: 2, previous: 0 },
    ]);
  });
});

describe('the total org summary’s export', () => {
  it('holds the periods, every figure with its change, categories, roles, countries, badges and anniversaries as numbers', () => {
    const e = orgSummaryExport(orgSummary());
    expect(e.title).toBe('Total Org Summary');
    expect(e.sheets.map((s) => s.title)).toEqual([
      'Periods',
      'Figures',
      'Hours by category',
      'Hours by role',
      'Active volunteers by country',
      'Badges earned',
      'Anniversaries',
    ]);
    const [periods, figures, categories, roles, countries, badges, anniversaries] = e.sheets;
    expect(periods?.rows[1]).toEqual(['Compared period', 'Oct-04-26', 'Oct-31-26', 'Oct-04-26 to Oct-31-26, the 4 weeks before']);
    expect(figures?.headers).toEqual(['Figure', 'This period', 'Compared period', 'Change', 'Change %']);
    expect(figures?.rows).toContainEqual(['Active volunteers', 42, 30, 12, 40]);
    expect(figures?.rows).toContainEqual(['Intangible hours', 40, 50.25, -10.25, -20.4]);
    expect(figures?.rows.map((r) => r[0])).toContain('Active teams');
    expect(categories?.rows).toContainEqual(['Outreach', 0, 0, 0, 170.25, -170.25, -100]);
    expect(roles?.rows[1]).toEqual(['Manager', 4, 0, 62.5, 10, 72.5, 0, 72.5, null]);
    expect(countries?.headers).toEqual(['Country', 'Active volunteers', 'Compared period', 'Change', 'Change %']);
    expect(countries?.rows[1]).toEqual(['United States', 15, 18, -3, -16.7]);
    expect(badges?.rows[1]).toEqual(['=Founders', 2, 0, 2, null]);
    expect(anniversaries?.rows).toEqual([['Ann Lee', 'Nov-12-26', 2, 'Nov-12-24']]);
  });

  it('writes a CSV named after the period, its tables named, a formula-like name kept as text', () => {
    const e = orgSummaryExport(orgSummary());
    expect(exportFileName(e, 'pdf')).toBe('total-org-summary-2026-11-01-to-2026-11-28.pdf');
    const lines = reportCsv(e).split('\r\n');
    expect(lines[0]).toBe('"Total Org Summary, Nov-01-26 to Nov-28-26"');
    expect(lines).toContain('Figures');
    expect(lines).toContain('Total hours,552.5,450.25,102.25,22.7');
    expect(lines).toContain('Food,300,20,320,280,40,14.3');
    expect(lines).toContain("'=Founders,2,0,2,");
  });

  it('heads the PDF with the period and the comparison in words', () => {
    expect(orgSummaryFacts(orgSummary({ compare: 'year' }))[0]?.facts).toEqual([
      { label: 'This period', value: 'Nov-01-26 to Nov-28-26, both days included (Pacific dates)' },
      { label: 'Compared with', value: 'Nov-01-25 to Nov-28-25, the same days a year earlier' },
    ]);
  });
});
