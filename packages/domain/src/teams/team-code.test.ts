import { describe, expect, it } from 'vitest';
import { createTeamInput, updateTeamInput } from './schemas.js';
import { TEAM_MESSAGES } from './messages.js';
import { isValidTeamCode } from './team-code.js';

describe('team code rule (document 1 §5, first rule set)', () => {
  it('accepts an empty code', () => {
    expect(isValidTeamCode('')).toBe(true);
  });

  it('accepts one letter or digit, a dash and 3 to 5 letters or digits', () => {
    for (const code of ['B-EBV', 'S-DEV1', '1-ABCDE', 'x-a1b']) expect(isValidTeamCode(code)).toBe(true);
  });

  it('accepts 5 to 7 letters or digits', () => {
    for (const code of ['ABCDE', 'abc123', 'TEAM007']) expect(isValidTeamCode(code)).toBe(true);
  });

  it('accepts any character, a dash and exactly 3 letters or digits', () => {
    for (const code of ['#-EBV', '*-123', '.-a1b']) expect(isValidTeamCode(code)).toBe(true);
  });

  it('refuses everything else', () => {
    for (const code of ['ABCD', 'ABCDEFGH', 'B-EB', 'B-EBVXYZ', '#-EBVX', 'AB-CDE', 'ABC DE', 'B_EBV', '--EBV1']) {
      expect(isValidTeamCode(code), code).toBe(false);
    }
  });
});

describe('team schemas', () => {
  it('trims the name and code and defaults a new team to active with no code', () => {
    expect(createTeamInput.parse({ teamName: '  Builders ' })).toEqual({ teamName: 'Builders', teamCode: '', isActive: true });
    expect(createTeamInput.parse({ teamName: 'B', teamCode: ' B-EBV ', isActive: false })).toEqual({
      teamName: 'B',
      teamCode: 'B-EBV',
      isActive: false,
    });
  });

  it("says 'Please enter a team name.' for a missing or blank name", () => {
    for (const input of [{}, { teamName: '   ' }]) {
      const result = createTeamInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEAM_MESSAGES.teamNameRequired);
    }
  });

  it('refuses an invalid team code with a message saying what is valid', () => {
    const result = updateTeamInput.safeParse({ teamCode: 'ABC' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TEAM_MESSAGES.teamCodeInvalid);
  });
});
