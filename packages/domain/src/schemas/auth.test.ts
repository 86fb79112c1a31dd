import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { forgotPasswordInput, isStrongForcedPassword, isStrongPassword, loginInput, updatePasswordInput } from './auth.js';

describe('password rules (document 3 §5)', () => {
  it('accepts a forced-change password with a digit or a special character', () => {
    expect(isStrongForcedPassword('Abcdefg1')).toBe(true);
    expect(isStrongForcedPassword('Abcdefg!')).toBe(true);
    expect(isStrongForcedPassword('abcdefg1')).toBe(false);
    expect(isStrongForcedPassword('Abcdef1')).toBe(false);
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
