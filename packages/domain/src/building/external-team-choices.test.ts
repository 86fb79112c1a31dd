import { describe, expect, it } from 'vitest';
import {
  choiceLabel,
  DEFAULT_EXTERNAL_ROLES,
  DEFAULT_EXTERNAL_TEAMS,
  EXTERNAL_CHOICES_MESSAGES as M,
  externalTeamChoicesInput,
  withOther,
} from './external-team-choices.js';

const valid = { roles: [...DEFAULT_EXTERNAL_ROLES], teams: [...DEFAULT_EXTERNAL_TEAMS] };

/** Each place's first problem, keyed as the server answers them (`roles`, `roles.1`). */
function problems(input: unknown): Record<string, string> {
  const result = externalTeamChoicesInput.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the role and team choices offered', () => {
  it('start from the spec’s values, with other always last and never twice', () => {
    expect(withOther(DEFAULT_EXTERNAL_ROLES)).toEqual(['carpenter', 'volunteer', 'role', 'other']);
    expect(withOther(DEFAULT_EXTERNAL_TEAMS)).toEqual(['xyz_carpentry', 'abc_builders', 'other']);
    expect(withOther(['other', 'roofer'])).toEqual(['roofer', 'other']);
  });

  it('reads a value as words', () => {
    expect(choiceLabel('xyz_carpentry')).toBe('Xyz carpentry');
    expect(choiceLabel('other')).toBe('Other');
    expect(choiceLabel('electrician')).toBe('Electrician');
  });
});

describe('editing the choices', () => {
  it('takes trimmed names of letters, digits, spaces, underscores and hyphens, in the order given', () => {
    const saved = externalTeamChoicesInput.parse({ roles: [' electrician ', 'Roofer-2', 'Maçon'], teams: ['abc_builders'] });
    expect(saved).toEqual({ roles: ['electrician', 'Roofer-2', 'Maçon'], teams: ['abc_builders'] });
    expect(problems(valid)).toEqual({});
  });

  it('asks for at least one of each, and at most thirty', () => {
    expect(problems({ roles: [], teams: [] })).toEqual({ roles: M.rolesRequired, teams: M.teamsRequired });
    expect(problems({})).toEqual({ roles: M.rolesRequired, teams: M.teamsRequired });
    const many = Array.from({ length: 31 }, (_, i) => `role ${String(i)}`);
    expect(problems({ ...valid, roles: many, teams: many })).toEqual({ roles: M.tooManyRoles, teams: M.tooManyTeams });
    expect(problems({ ...valid, roles: many.slice(0, 30) })).toEqual({});
  });

  it('names the problem of each entry at its place in the list', () => {
    expect(problems({ roles: ['carpenter', '  ', 'r'.repeat(51), 'roof<er>'], teams: ['abc', 7] })).toEqual({
      'roles.1': M.choiceRequired,
      'roles.2': M.choiceTooLong,
      'roles.3': M.choiceCharacters,
      'teams.1': M.choiceRequired,
    });
    expect(problems({ ...valid, roles: ['r'.repeat(50)] })).toEqual({});
  });

  it("refuses an entry twice, whatever its case or its underscores, and 'other' in any case", () => {
    expect(problems({ roles: ['Carpenter', 'carpenter ', 'Other'], teams: ['xyz_carpentry', 'XYZ carpentry', 'OTHER'] })).toEqual({
      'roles.1': M.roleTwice,
      'roles.2': M.choiceOther,
      'teams.1': M.teamTwice,
      'teams.2': M.choiceOther,
    });
  });
});
