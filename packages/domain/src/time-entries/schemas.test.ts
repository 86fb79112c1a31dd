import { describe, expect, it } from 'vitest';
import { isIsoDate, splitSeconds, timeEntryInput, timeEntryRangeParams, timeEntryUsersInput } from './schemas.js';

const id = '11111111-1111-4111-8111-111111111111';
const notes = '<p>Laid out the garden beds and wrote up the plan for next week in the doc https://docs.google.com/document/d/1</p>';
const valid = { personId: id, dateOfWork: '2026-11-18', hours: 1, minutes: 0, projectId: id, notes, isTangible: true };

function firstMessage(
  input: unknown,
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } } = timeEntryInput,
) {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error?.issues[0]?.message;
}

describe('the time entry input', () => {
  it('accepts a complete entry and fills the defaults', () => {
    const r = timeEntryInput.parse({ ...valid, isTangible: undefined });
    expect(r).toMatchObject({ isTangible: true, entryType: 'default' });
  });

  it('says which part is missing, in the product’s words', () => {
    expect(firstMessage({ ...valid, dateOfWork: '' })).toBe('Date is required');
    expect(firstMessage({ ...valid, dateOfWork: '2026-02-30' })).toBe('Invalid date');
    expect(firstMessage({ ...valid, dateOfWork: '0000-01-01' })).toBe('Invalid date');
    expect(firstMessage({ ...valid, dateOfWork: '9999-12-31' })).toBe('Invalid date');
    expect(firstMessage({ ...valid, hours: 0, minutes: 0 })).toBe('Time should be greater than 0 minutes');
    expect(firstMessage({ ...valid, projectId: '' })).toBe('Project/Task is required');
    expect(firstMessage({ ...valid, notes: '<p>too short https://a.org/x</p>' })).toBe(
      'Please write a more detailed description of your work completed, write at least 1-2 sentences.',
    );
  });

  it('reports a zero time together with the other problems', () => {
    const r = timeEntryInput.safeParse({ ...valid, hours: 0, minutes: 0, projectId: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Project/Task is required', 'Time should be greater than 0 minutes']);
  });

  it('keeps hours within 0-40 and minutes within 0-59', () => {
    expect(firstMessage({ ...valid, hours: 41 })).toBe('Hours must be a whole number from 0 to 40.');
    expect(firstMessage({ ...valid, hours: 1.5 })).toBe('Hours must be a whole number from 0 to 40.');
    expect(firstMessage({ ...valid, minutes: 60 })).toBe('Minutes must be a whole number from 0 to 59.');
    expect(firstMessage({ ...valid, hours: 40, minutes: 59 })).toBeUndefined();
    expect(firstMessage({ ...valid, hours: 0, minutes: 1 })).toBeUndefined();
  });

  it('takes as dates (for the forms too) real days of the years 1900-2199 only', () => {
    expect(['1900-01-01', '2024-02-29', '2199-12-31'].filter(isIsoDate)).toHaveLength(3);
    expect(['1899-12-31', '2200-01-01', '0000-01-01', '9999-12-31', '2025-02-29', '2026-1-01'].filter(isIsoDate)).toEqual([]);
  });

  it('splits seconds back into hours and minutes', () => {
    expect(splitSeconds(3600 * 2 + 60 * 5 + 30)).toEqual({ hours: 2, minutes: 5 });
  });
});

describe('date ranges', () => {
  it('refuses a From date after the To date', () => {
    expect(firstMessage({ id, from: '2026-11-19', to: '2026-11-18' }, timeEntryRangeParams())).toBe(
      'Invalid Date Range: the From Date must be before the To Date',
    );
    expect(firstMessage({ id, from: '2026-11-18', to: '2026-11-18' }, timeEntryRangeParams())).toBeUndefined();
  });

  it('reads at most 500 people over at most a year', () => {
    const users = Array.from({ length: 501 }, () => id);
    expect(firstMessage({ users, fromDate: '2026-01-01', toDate: '2026-01-02' }, timeEntryUsersInput())).toBe(
      'Please choose at most 500 people at a time.',
    );
    expect(firstMessage({ users: [id], fromDate: '2025-01-01', toDate: '2026-01-02' }, timeEntryUsersInput())).toBe(
      'Please choose a date range of at most one year.',
    );
    expect(firstMessage({ users: [id], fromDate: '2026-01-01', toDate: '2026-12-31' }, timeEntryUsersInput())).toBeUndefined();
  });
});
