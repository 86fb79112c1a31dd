import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  hoursColour,
  leaderboardScope,
  organisationColour,
  organisationProgress,
  personProgress,
  teamNameCut,
} from './leaderboard.js';

const subject = (role: string, rolePermissions: string[] = []) => ({
  role,
  rolePermissions,
  frontPermissions: [],
  removedDefaultPermissions: [],
});

describe('leaderboard rules', () => {
  it('lists everyone for seeUsersInDashboard and people without a commitment for Admins, Owners and Core Team', () => {
    expect(leaderboardScope(subject('Core Team', ['seeUsersInDashboard']))).toEqual({ everyone: true, withoutCommitment: true });
    expect(leaderboardScope(subject('Manager'))).toEqual({ everyone: false, withoutCommitment: false });
  });

  it('draws a person on a 40-hour bar, capped at 100 %', () => {
    expect(personProgress(10)).toBe(25);
    expect(personProgress(55)).toBe(100);
  });

  it('colours hours against the target: red under half, orange until met, then greens and purple', () => {
    expect(hoursColour(4, 10)).toBe('red');
    expect(hoursColour(5, 10)).toBe('orange');
    expect(hoursColour(10, 10)).toBe('green');
    expect(hoursColour(12.5, 10)).toBe('teal');
    expect(hoursColour(15, 10)).toBe('pink');
    expect(hoursColour(17.5, 10)).toBe('grape');
  });

  it('colours the organisation bar green from 20 % of the committed hours', () => {
    expect(organisationColour({ totalHours: 19.99, weeklyCommittedHours: 100 })).toBe('red');
    expect(organisationColour({ totalHours: 20, weeklyCommittedHours: 100 })).toBe('green');
  });

  it('cuts long team names for the filter', () => {
    expect(teamNameCut('Earthbag Builders of the North', 15)).toBe('Earthbag Builde…');
    expect(teamNameCut('Roofers', 15)).toBe('Roofers');
  });

  it('maps the organisation total to its ranges and counts whole days left', () => {
    expect(organisationProgress(3)).toBe(10);
    expect(organisationProgress(4.99)).toBe(10);
    expect(organisationProgress(5)).toBe(20);
    expect(organisationProgress(45)).toBe(60);
    expect(organisationProgress(70)).toBe(98);
    expect(organisationProgress(500)).toBe(98);
    expect(daysLeft('2026-11-30', '2026-11-24')).toBe(6);
    expect(daysLeft(null, '2026-11-24')).toBeNull();
  });
});
