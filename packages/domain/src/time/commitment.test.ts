import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import {
  commitmentMultiple,
  exceedsCommitment,
  meetsCommitment,
  missedHoursAfterRoleChange,
  missedHoursAfterWeek,
  remainingHours,
  requiredHours,
  type CommitmentHolder,
} from './commitment.js';

/** Ten committed hours and four missed hours on record. */
const person = (role: string, over: Partial<CommitmentHolder> = {}): CommitmentHolder => ({
  role,
  weeklyCommittedHours: 10,
  missedHours: 4,
  ...over,
});

describe('the weekly commitment', () => {
  it('asks the Core Team for their committed hours plus their missed hours', () => {
    expect(requiredHours(person('Core Team'))).toBe(14);
  });

  it('asks every other role for their committed hours only, whatever missed hours are on record', () => {
    for (const role of ROLES.filter((r) => r !== 'Core Team')) expect(requiredHours(person(role))).toBe(10);
    expect(requiredHours(person('A custom role'))).toBe(10);
  });

  it('is met when tangible hours reach the required hours, not before', () => {
    expect(meetsCommitment(person('Volunteer'), 10)).toBe(true);
    expect(meetsCommitment(person('Volunteer'), 9.99)).toBe(false);
    expect(meetsCommitment(person('Core Team'), 10)).toBe(false);
    expect(meetsCommitment(person('Core Team'), 14)).toBe(true);
  });

  it('is met by anyone without a commitment', () => {
    expect(meetsCommitment(person('Volunteer', { weeklyCommittedHours: 0 }), 0)).toBe(true);
  });

  it('counts the hours still to log, to the hundredth, and none once met', () => {
    expect(remainingHours(person('Core Team'), 10.555)).toBe(3.45);
    expect(remainingHours(person('Volunteer'), 7)).toBe(3);
    expect(remainingHours(person('Volunteer'), 12)).toBe(0);
  });

  it('carries what the Core Team did not log into the next week, and nothing once met', () => {
    expect(missedHoursAfterWeek(person('Core Team', { missedHours: 3 }), 11)).toBe(2);
    expect(missedHoursAfterWeek(person('Core Team'), 20)).toBe(0);
  });

  it('carries nothing new for other roles at the close', () => {
    expect(missedHoursAfterWeek(person('Volunteer', { missedHours: 0 }), 0)).toBe(0);
    expect(missedHoursAfterWeek(person('Manager'), 0)).toBe(4);
  });

  it('clears missed hours when someone leaves the Core Team, and keeps them on any other change of role', () => {
    expect(missedHoursAfterRoleChange('Core Team', 'Volunteer', 4)).toBe(0);
    expect(missedHoursAfterRoleChange('Core Team', 'Core Team', 4)).toBe(4);
    expect(missedHoursAfterRoleChange('Volunteer', 'Core Team', 0)).toBe(0);
    expect(missedHoursAfterRoleChange('Manager', 'Mentor', 4)).toBe(4);
  });

  it('measures badge multiples against the committed hours alone, and not at all without a commitment', () => {
    expect(commitmentMultiple(person('Core Team'), 20)).toBe(2);
    expect(commitmentMultiple(person('Volunteer', { weeklyCommittedHours: 0 }), 20)).toBeNull();
  });

  it('counts hours as above the commitment only when they pass the committed hours', () => {
    expect(exceedsCommitment(person('Core Team'), 10.01)).toBe(true);
    expect(exceedsCommitment(person('Volunteer'), 10)).toBe(false);
  });
});
