import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTERNAL_ROLES, DEFAULT_EXTERNAL_TEAMS, withOther } from './external-team-choices.js';
import {
  choiceProblems,
  EXTERNAL_OTHER_TEAM,
  EXTERNAL_TEAM_MESSAGES as M,
  externalRoleLabel,
  externalTeamLabel,
  externalTeamMemberInput,
  formatPhone,
  storedExternalMember,
} from './external-team.js';

const valid = {
  firstName: 'Ana',
  lastName: 'Reyes',
  role: 'carpenter',
  team: 'xyz_carpentry',
  email: 'ana.reyes@xyz-carpentry.com',
  countryCode: '+1',
  phone: '',
};

/** Each field's first problem, as the form shows them. */
function problems(input: unknown): Record<string, string> {
  const result = externalTeamMemberInput.safeParse(input);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('the team member form', () => {
  it('names every missing field at once with the spec’s words', () => {
    expect(problems({})).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      role: M.roleRequired,
      team: M.teamRequired,
      email: M.emailRequired,
    });
    expect(problems({ ...valid, firstName: '   ', lastName: '' })).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
    });
  });

  it("asks for the role and the team when 'other' is chosen, beside the other problems", () => {
    expect(problems({ ...valid, firstName: '', role: 'other', team: 'other', roleSpecify: ' ' })).toEqual({
      firstName: M.firstNameRequired,
      roleSpecify: M.specifyRole,
      teamSpecify: M.specifyTeam,
    });
  });

  it('keeps the typed role and team only with other', () => {
    const listed = externalTeamMemberInput.parse({ ...valid, roleSpecify: 'Roofer', teamSpecify: 'Acme' });
    expect([listed.roleSpecify, listed.teamSpecify]).toEqual(['', '']);
    const typed = externalTeamMemberInput.parse({ ...valid, role: 'other', roleSpecify: ' Roofer ', team: 'other', teamSpecify: 'Acme' });
    expect([typed.role, typed.roleSpecify, typed.team, typed.teamSpecify]).toEqual(['other', 'Roofer', 'other', 'Acme']);
  });

  it('takes an email of letters, digits and ._- with a top-level domain of 2 to 6 letters', () => {
    for (const email of ['a.b-c_d@site.org', 'X9@mail.example.co', 'a@b.museum']) expect(problems({ ...valid, email })).toEqual({});
    for (const email of ['ana', 'ana@site', 'ana+x@site.org', 'ana@site.c', 'ana@site.abcdefg', 'a b@site.org']) {
      expect(problems({ ...valid, email })).toEqual({ email: M.emailInvalid });
    }
  });

  it('takes no phone, or one of exactly ten digits, keeping only the digits', () => {
    expect(externalTeamMemberInput.parse({ ...valid, phone: '(123) 456-7890' }).phone).toBe('1234567890');
    expect(externalTeamMemberInput.parse({ ...valid, phone: undefined }).phone).toBe('');
    for (const phone of ['123', '123-456-789', '12345678901', 'call me', '1'.repeat(31)]) {
      expect(problems({ ...valid, phone })).toEqual({ phone: M.phoneInvalid });
    }
  });

  it('offers +1 and +44, +1 unless chosen', () => {
    expect(externalTeamMemberInput.parse({ ...valid, countryCode: undefined }).countryCode).toBe('+1');
    expect(externalTeamMemberInput.parse({ ...valid, countryCode: '+44' }).countryCode).toBe('+44');
    expect(problems({ ...valid, countryCode: '+33' })).toEqual({ countryCode: M.countryCodeInvalid });
  });

  it('bounds every text: names 50, the typed role and team 100, the email 254', () => {
    expect(problems({ ...valid, firstName: 'a'.repeat(51), lastName: 'b'.repeat(51) })).toEqual({
      firstName: M.firstNameTooLong,
      lastName: M.lastNameTooLong,
    });
    expect(problems({ ...valid, role: 'other', roleSpecify: 'r'.repeat(101) })).toEqual({ roleSpecify: M.specifyTooLong });
    expect(problems({ ...valid, email: `${'a'.repeat(250)}@b.org` })).toEqual({ email: M.emailTooLong });
    expect(problems({ ...valid, firstName: 'a'.repeat(50), roleSpecify: 'r'.repeat(100) })).toEqual({});
  });
});

describe('the role and team choices', () => {
  it('refuses a role or a team not offered', () => {
    const choices = { roles: withOther(DEFAULT_EXTERNAL_ROLES), teams: withOther(DEFAULT_EXTERNAL_TEAMS) };
    expect(choiceProblems({ role: 'carpenter', team: 'other' }, choices)).toEqual({});
    expect(choiceProblems({ role: 'pilot', team: 'acme' }, choices)).toEqual({ role: M.roleRequired, team: M.teamRequired });
  });
});

describe('what is stored and shown', () => {
  it("stores the team 'other' as the external team with the typed name, and keeps the role 'other'", () => {
    const typed = externalTeamMemberInput.parse({ ...valid, role: 'other', roleSpecify: 'Roofer', team: 'other', teamSpecify: 'Acme' });
    const stored = storedExternalMember(typed);
    expect(stored).toMatchObject({ role: 'other', roleSpecify: 'Roofer', team: EXTERNAL_OTHER_TEAM, teamSpecify: 'Acme' });
    expect(externalRoleLabel(stored)).toBe('Roofer');
    expect(externalTeamLabel(stored)).toBe('Acme (External Team - Non-volunteers)');
    expect(storedExternalMember(externalTeamMemberInput.parse(valid)).team).toBe('xyz_carpentry');
    expect(externalTeamLabel({ team: 'abc_builders', teamSpecify: '' })).toBe('Abc builders');
  });

  it('formats a phone as 123-456-7890, and while it is typed', () => {
    expect(formatPhone('1234567890')).toBe('123-456-7890');
    expect(formatPhone('(123) 456 78')).toBe('123-456-78');
    expect(formatPhone('1234')).toBe('123-4');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone('123-456-78901')).toBe('123-456-7890');
    expect(formatPhone('')).toBe('');
  });
});
