import { describe, expect, it } from 'vitest';
import { emailsOf, filterRows, optionsOf, summaryText } from './report-filter';
import { EMPTY_FILTER } from './report-url-state';
import { ANN, BEN, CARA } from './report-test-data';

const rows = [ANN, BEN, CARA];
const names = (filter: Partial<typeof EMPTY_FILTER>) => filterRows(rows, { ...EMPTY_FILTER, ...filter }).map((r) => r.firstName);

describe('filtering the report', () => {
  it('lets everyone through with no filter', () => {
    expect(names({})).toEqual(['Ann', 'Ben', 'Cara']);
  });

  it('keeps those with one of the chosen values of each list filter', () => {
    expect(names({ teamCodes: ['S-DEV'] })).toEqual(['Ben', 'Cara']);
    expect(names({ colours: ['Team Fabulous'] })).toEqual(['Ben']);
    expect(names({ bioStatuses: ['posted', 'requested'] })).toEqual(['Ben', 'Cara']);
    // Ann met 10 of 10 (green), Ben logged 18 (1.8×, purple), Cara 4 (under).
    expect(names({ hoursBands: ['under'] })).toEqual(['Cara']);
    expect(names({ hoursBands: ['purple', 'green'] })).toEqual(['Ann', 'Ben']);
  });

  it('keeps those over their commitment, or with badges this week, when switched on', () => {
    expect(names({ overCommitment: true })).toEqual(['Ben']);
    expect(names({ badgesThisWeek: true })).toEqual(['Ben']);
  });

  it('needs every filter to pass', () => {
    expect(names({ teamCodes: ['S-DEV'], bioStatuses: ['posted'] })).toEqual(['Cara']);
    expect(names({ teamCodes: ['B-EBV'], overCommitment: true })).toEqual([]);
  });

  it('searches names, e-mails, team codes and the summary’s text (not its markup), every word', () => {
    expect(names({ search: 'hartley' })).toEqual(['Ben']);
    expect(names({ search: 'CARA@EXAMPLE' })).toEqual(['Cara']);
    expect(names({ search: 's-dev' })).toEqual(['Ben', 'Cara']);
    expect(names({ search: 'second course' })).toEqual(['Ann']);
    expect(names({ search: 'login &' })).toEqual(['Cara']);
    expect(names({ search: 'strong' })).toEqual([]);
    expect(names({ search: 'earthbags tests' })).toEqual([]);
  });
});

describe('what the filters offer and the tools take', () => {
  it('offers the values present, in order, and keeps a chosen one no row has', () => {
    expect(optionsOf(['S-DEV', 'B-EBV', '', 'S-DEV'])).toEqual(['B-EBV', 'S-DEV']);
    expect(optionsOf(['S-DEV'], ['X-OLD'])).toEqual(['S-DEV', 'X-OLD']);
  });

  it('reads a summary as plain text and copies the e-mails of the people shown', () => {
    expect(summaryText(CARA)).toBe('Fixed the login page & wrote tests.');
    expect(summaryText(BEN)).toBe('');
    expect(emailsOf([ANN, CARA])).toEqual(['ann.lee@example.org', 'cara@example.org']);
  });
});
