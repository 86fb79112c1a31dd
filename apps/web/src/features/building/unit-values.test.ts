import { TOOL_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { drill2Row, drillRow, excavatorRow, loaderRow, sawRow } from './unit-fixtures';
import { daysLeftText, isUnitAvailable, rentalDaysLeft, sortUnits, unitPaths } from './unit-values';

describe('rental days left', () => {
  it('counts whole days from today to the due date, across a month and a daylight-saving change', () => {
    expect(rentalDaysLeft('2026-12-01', '2026-11-21')).toBe(10);
    expect(rentalDaysLeft('2026-11-02', '2026-10-31')).toBe(2);
    expect(rentalDaysLeft('2026-11-21', '2026-11-21')).toBe(0);
    expect(rentalDaysLeft('2026-11-20', '2026-11-21')).toBe(-1);
  });

  it("reads 'Expired' once the due date has passed", () => {
    expect(daysLeftText(-1)).toBe(M.expired);
    expect(daysLeftText(0)).toBe('Due today');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(12)).toBe('12 days left');
  });
});

describe('whether a unit is available', () => {
  it('is not when it is held, lost, waiting to be replaced or out of use', () => {
    expect(isUnitAvailable({ ...drillRow, holder: null })).toBe(true);
    expect(isUnitAvailable(drillRow)).toBe(false);
    expect(isUnitAvailable({ ...drill2Row, condition: 'Lost' })).toBe(false);
    expect(isUnitAvailable({ ...drill2Row, condition: 'Needs Replacing' })).toBe(false);
    expect(isUnitAvailable({ ...drill2Row, retired: true })).toBe(false);
  });

  it('is when worn, but not while waiting for repair: what the daily log may check out (issue 44)', () => {
    expect(isUnitAvailable({ ...drill2Row, condition: 'Worn' })).toBe(true);
    expect(isUnitAvailable({ ...drill2Row, condition: 'Needs Repair' })).toBe(false);
  });
});

describe('sorting the units', () => {
  it('sorts by project or name either way, ties by project, name and code', () => {
    const rows = [sawRow, drill2Row, drillRow];
    expect(sortUnits(rows, { sort: 'project', dir: 'asc' }).map((r) => r.code)).toEqual(['DRL-001', 'DRL-002', 'SAW-001']);
    expect(sortUnits(rows, { sort: 'project', dir: 'desc' }).map((r) => r.code)).toEqual(['SAW-001', 'DRL-001', 'DRL-002']);
    expect(sortUnits(rows, { sort: 'name', dir: 'desc' }).map((r) => r.code)).toEqual(['SAW-001', 'DRL-001', 'DRL-002']);
  });

  it('puts rows without rental dates last, whichever way the dates go', () => {
    const bought = { ...excavatorRow, id: drillRow.id, code: 'EXC-002', ownership: 'Purchased' as const, rentedOn: null, rentalDue: null };
    const rows = [bought, excavatorRow, loaderRow];
    expect(sortUnits(rows, { sort: 'rentalDue', dir: 'asc' }).map((r) => r.code)).toEqual(['LDR-001', 'EXC-001', 'EXC-002']);
    expect(sortUnits(rows, { sort: 'rentalDue', dir: 'desc' }).map((r) => r.code)).toEqual(['EXC-001', 'LDR-001', 'EXC-002']);
    expect(sortUnits(rows, { sort: 'rentedOn', dir: 'asc' }).map((r) => r.code)).toEqual(['LDR-001', 'EXC-001', 'EXC-002']);
  });
});

describe('a category’s pages', () => {
  it('are under /bmdashboard/tools and /bmdashboard/equipment, with one daily log for both', () => {
    expect(unitPaths('Tools').unit('x')).toBe('/bmdashboard/tools/x');
    expect(unitPaths('Equipments').update('x')).toBe('/bmdashboard/equipment/x/update');
    expect(unitPaths('Equipments').log).toBe('/bmdashboard/tools/log');
  });
});
