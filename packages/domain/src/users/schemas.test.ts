import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from './messages.js';
import { createUserInput } from './schemas.js';

const valid = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.org',
  role: 'Volunteer',
  weeklyCommittedHours: 10,
  password: 'Goodhours!1',
};

function messagesFor(input: Record<string, unknown>): string[] {
  const result = createUserInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('a person’s names', () => {
  it('says a missing first name is required', () => {
    expect(messagesFor({ ...valid, firstName: '   ' })).toContain(USER_MESSAGES.firstNameRequired);
  });

  it('says a first or last name of 300 characters is too long, not that it is missing', () => {
    const long = 'A'.repeat(300);
    expect(messagesFor({ ...valid, firstName: long })).toEqual([USER_MESSAGES.firstNameTooLong]);
    expect(messagesFor({ ...valid, lastName: long })).toEqual([USER_MESSAGES.lastNameTooLong]);
  });
});
