import { describe, expect, it } from 'vitest';
import { reportCsv } from './export/export-table';
import { projectReportExport } from './project/project-report-export';
import { committedShare } from './report-detail-specs';
import { gardenReport, kitchenReport } from './report-details-test-data';
import { teamReportExport } from './team/team-report-export';

const lines = (csv: string) => csv.split('\r\n');

describe('the project and team reports’ exports', () => {
  it('hold the project’s summary, chart, people in the page’s order, WBS and tasks', () => {
    const csv = lines(reportCsv(projectReportExport(gardenReport(), { sort: 'name', dir: 'asc' })));
    expect(csv[0]).toBe('"Project report: Community Garden, Sep-06-26 to Nov-28-26"');
    expect(csv).toContain('Active people (10+ tangible hours on the project),1');
    expect(csv).toContain('Name,Role,Member,Tangible hours,Intangible hours,Total hours,Counted (10+ tangible hours)');
    const people = csv.indexOf('People');
    expect(csv.slice(people + 2, people + 5)).toEqual([
      'Ann Lee,Volunteer,Yes,14.5,1,15.5,Yes',
      'Ben Hartley,Manager,No,8,9,17,No',
      'Chloé Martin,Volunteer,Yes,0,0,0,No',
    ]);
    expect(csv).toContain('Raised Beds,Yes,4,1,40,22');
    expect(csv).toContain('1 Build the beds,Raised Beds,Active,30,33');
  });

  it('hold the team’s members against commitment and their blue squares', () => {
    const e = teamReportExport(kitchenReport(), { sort: 'name', dir: 'asc' });
    expect(e.sheets.map((s) => s.title)).toEqual(['Summary', 'Hours by month', 'Members', 'Blue squares']);
    const csv = lines(reportCsv(e));
    expect(csv).toContain('Ann Lee,Volunteer,Yes,5,60,100,1,101,167,12,0');
    expect(csv).toContain('Ben Hartley,Manager,Yes,10,120,30,3,33,25,3,1');
    expect(csv).toContain('Ben Hartley,Oct-17-26,Weekly summary not submitted');
  });
});

describe('hours against commitment', () => {
  it('is a whole percent of the hours committed, and none without a commitment', () => {
    expect(committedShare(100, 60)).toBe(167);
    expect(committedShare(30, 120)).toBe(25);
    expect(committedShare(5, 0)).toBeNull();
  });
});
