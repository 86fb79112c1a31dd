import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { forcePasswordInput, forgotPasswordInput, isStrongPassword, loginInput, updatePasswordInput } from './auth.js';
import { createUserInput } from '../users/index.js';

describe('password rules (document 3 §5)', () => {
  it('holds a forced change to the rule of Create User, and says it in the same words (issue 42, defect 13)', () => {
    const forced = (newpassword: string) =>
      forcePasswordInput.safeParse({ userId: crypto.randomUUID(), resetToken: 't', newpassword, confirmnewpassword: newpassword });
    // A digit without a special character was enough here once; Create User asked for both.
    expect(forced('Abcdefg1').error?.issues[0]?.message).toBe(MESSAGES.passwordRule);
    expect(forced('Abcdefg!').error?.issues[0]?.message).toBe(MESSAGES.passwordRule);
    expect(forced('Abcdefg1!').success).toBe(true);
    const created = createUserInput.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.org', role: 'Volunteer', password: 'Abcdefg1' });
    expect(created.error?.issues.find((i) => i.path[0] === 'password')?.message).toBe(MESSAGES.passwordRule);
  });

  it('needs upper, lower, digit and special for a voluntary change', () => {
    expect(isStrongPassword('Abcdefg1!')).toBe(true);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(isStrongPassword('Abcdefg!')).toBe(false);
  });

  it('refuses a new password equal to the current one with the spec’s words', () => {
    const r = updatePasswordInput.safeParse({ currentpassword: 'Same!pass1', newpassword: 'Same!pass1', confirmnewpassword: 'Same!pass1' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(MESSAGES.updatePasswordSameAsOld);
  });
});

describe('login and forgot-password input', () => {
  it('lowercases and trims the email', () => {
    expect(loginInput.parse({ email: ' Ada@Example.ORG ', password: 'x' }).email).toBe('ada@example.org');
  });

  it('names each empty forgot-password field', () => {
    const r = forgotPasswordInput.safeParse({ email: '', firstName: '', lastName: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      MESSAGES.forgotEmailEmpty,
      MESSAGES.forgotFirstNameEmpty,
      MESSAGES.forgotLastNameEmpty,
    ]);
  });
});
