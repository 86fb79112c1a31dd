import { describe, expect, it } from 'vitest';
import { mayChangeInfringementsOf, readsInfringementsOf } from './access.js';
import { INFRINGEMENT_MESSAGES } from './messages.js';
import { infringementInput, isFutureInfringementDate } from './schemas.js';

const problem = (input: object) => infringementInput.safeParse(input).error?.issues[0]?.message;

describe('blue square input', () => {
  it('trims the summary and keeps the date', () => {
    expect(infringementInput.parse({ date: '2026-11-18', description: '  Missed hours ' })).toEqual({
      date: '2026-11-18',
      description: 'Missed hours',
    });
  });

  it('needs both a date and a summary', () => {
    expect(problem({ date: '', description: 'x' })).toBe(INFRINGEMENT_MESSAGES.dateAndSummaryRequired);
    expect(problem({ date: '2026-11-18', description: '   ' })).toBe(INFRINGEMENT_MESSAGES.dateAndSummaryRequired);
    expect(problem({})).toBe(INFRINGEMENT_MESSAGES.dateAndSummaryRequired);
  });

  it('refuses a date that is not a calendar date and an over-long summary', () => {
    expect(problem({ date: '2026-13-01', description: 'x' })).toBe(INFRINGEMENT_MESSAGES.dateInvalid);
    expect(problem({ date: '18/11/2026', description: 'x' })).toBe(INFRINGEMENT_MESSAGES.dateInvalid);
    expect(problem({ date: '0000-01-01', description: 'x' })).toBe(INFRINGEMENT_MESSAGES.dateInvalid);
    expect(problem({ date: '9999-12-31', description: 'x' })).toBe(INFRINGEMENT_MESSAGES.dateInvalid);
    expect(problem({ date: '2026-11-18', description: 'x'.repeat(2001) })).toBe(INFRINGEMENT_MESSAGES.summaryTooLong);
  });

  it('counts only days after today as the future', () => {
    expect(isFutureInfringementDate('2026-11-19', '2026-11-18')).toBe(true);
    expect(isFutureInfringementDate('2026-11-18', '2026-11-18')).toBe(false);
  });
});

describe('who reads and changes blue squares', () => {
  const actor = (role: string, rolePermissions: string[], id = 'a') => ({
    id,
    role,
    rolePermissions,
    frontPermissions: [],
    removedDefaultPermissions: [],
  });

  it('lets a person read their own, and readers anybody’s', () => {
    expect(readsInfringementsOf(actor('Volunteer', [], 'me'), 'me')).toBe(true);
    expect(readsInfringementsOf(actor('Volunteer', []), 'other')).toBe(false);
    expect(readsInfringementsOf(actor('Core Team', ['getUserProfiles']), 'other')).toBe(true);
  });

  it('protects Owners and protected accounts', () => {
    const admin = actor('Administrator', ['addInfringements']);
    const owner = actor('Owner', ['addInfringements', 'addDeleteEditOwners']);
    expect(mayChangeInfringementsOf(admin, { role: 'Volunteer', isProtected: false })).toBe(true);
    expect(mayChangeInfringementsOf(admin, { role: 'Owner', isProtected: false })).toBe(false);
    expect(mayChangeInfringementsOf(owner, { role: 'Owner', isProtected: false })).toBe(true);
    expect(mayChangeInfringementsOf(admin, { role: 'Administrator', isProtected: true })).toBe(false);
    expect(mayChangeInfringementsOf(actor('Administrator', ['addDeleteEditOwners']), { role: 'Volunteer', isProtected: true })).toBe(false);
    expect(mayChangeInfringementsOf(owner, { role: 'Administrator', isProtected: true })).toBe(true);
  });
});
