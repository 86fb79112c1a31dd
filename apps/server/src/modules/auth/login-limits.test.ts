import { describe, expect } from 'vitest';
import { MESSAGES } from '@goodhours/domain';
import { test } from '../../test/api.js';
import { createUser, errorOf, PASSWORD } from '../../test/harness.js';

/** Sign-in and forgot-password limits (decision 019). */

interface Attempt {
  email: string;
  password: string;
  deviceToken?: string;
}

const WRONG = 'Wrong!123';
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const countOf = (list: number[], status: number) => list.filter((s) => s === status).length;

const it = test
  .extend(
    'postLogin',
    ({ t }) =>
      (payload: Attempt, remoteAddress = '10.0.0.1') =>
        t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress }),
  )
  /** A full sign-in from `address`; answers the device token it hands out. */
  .extend('signInFrom', ({ postLogin }) => async (email: string, address: string): Promise<string> => {
    const res = await postLogin({ email, password: PASSWORD }, address);
    expect(res.statusCode).toBe(200);
    const { deviceToken } = res.json<{ deviceToken?: string }>();
    expect(deviceToken).toEqual(expect.any(String));
    return deviceToken ?? '';
  });

describe('sign-in limits', () => {
  it('evaluates at most 10 of 30 parallel wrong attempts and refuses the rest with 429', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer');
    const all = statuses(await Promise.all(Array.from({ length: 30 }, () => postLogin({ email: user.email, password: WRONG }))));
    expect(countOf(all, 404)).toBeLessThanOrEqual(10);
    expect(countOf(all, 404)).toBeGreaterThan(0);
    expect(countOf(all, 429)).toBe(30 - countOf(all, 404));
  });

  it('refuses the 11th attempt of one email from one address with the wait, until the window ends', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer');
    for (let i = 0; i < 10; i++) expect((await postLogin({ email: user.email, password: WRONG })).statusCode).toBe(404);
    const blocked = await postLogin({ email: user.email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).message).toBe(MESSAGES.loginRateLimited(15));
    expect(blocked.headers['retry-after']).toBe('900');
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await postLogin({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('does not let ten wrong passwords for one email from an address block another email there', async ({ t, postLogin }) => {
    const a = await createUser(t, 'Volunteer');
    const b = await createUser(t, 'Volunteer');
    for (let i = 0; i < 10; i++) await postLogin({ email: a.email, password: WRONG }, '10.9.9.9');
    expect((await postLogin({ email: a.email, password: PASSWORD }, '10.9.9.9')).statusCode).toBe(429);
    expect((await postLogin({ email: b.email, password: PASSWORD }, '10.9.9.9')).statusCode).toBe(200);
  });

  it('does not let ten wrong passwords from one address block the same email from another', async ({ t, postLogin }) => {
    const a = await createUser(t, 'Volunteer');
    for (let i = 0; i < 10; i++) await postLogin({ email: a.email, password: WRONG }, '10.0.0.7');
    expect((await postLogin({ email: a.email, password: PASSWORD }, '10.0.0.7')).statusCode).toBe(429);
    expect((await postLogin({ email: a.email, password: PASSWORD }, '10.0.0.8')).statusCode).toBe(200);
  });

  it('clears the count of an email and address after a successful sign-in', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer');
    for (let i = 0; i < 9; i++) await postLogin({ email: user.email, password: WRONG });
    expect((await postLogin({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await postLogin({ email: user.email, password: WRONG })).statusCode).toBe(404);
  });

  it('limits one address across many emails at 100 attempts per 15 minutes', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer');
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => postLogin({ email: `guess${i}@test.goodhours.org`, password: WRONG }, '10.5.5.5')),
    );
    expect(countOf(statuses(guesses), 404)).toBe(100);
    expect((await postLogin({ email: user.email, password: PASSWORD }, '10.5.5.5')).statusCode).toBe(429);
    expect((await postLogin({ email: user.email, password: PASSWORD }, '10.5.5.6')).statusCode).toBe(200);
  });

  it('counts IPv6 addresses of one /64 network as one address', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer');
    for (let i = 0; i < 10; i++) await postLogin({ email: user.email, password: WRONG }, `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await postLogin({ email: user.email, password: PASSWORD }, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await postLogin({ email: user.email, password: PASSWORD }, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('counts an IPv4 address written IPv4-mapped as the same address', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer');
    for (let i = 0; i < 10; i++) await postLogin({ email: user.email, password: WRONG }, '::ffff:10.4.4.4');
    expect((await postLogin({ email: user.email, password: PASSWORD }, '10.4.4.4')).statusCode).toBe(429);
  });
});

describe('a device that signed in before', () => {
  it('lets a correct password through from a known device while the email and address are locked', async ({ t, postLogin, signInFrom }) => {
    const user = await createUser(t, 'Volunteer');
    const deviceToken = await signInFrom(user.email, '10.0.0.1');
    for (let i = 0; i < 10; i++) await postLogin({ email: user.email, password: WRONG });
    expect((await postLogin({ email: user.email, password: PASSWORD })).statusCode).toBe(429);
    const known = await postLogin({ email: user.email, password: PASSWORD, deviceToken });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ token: expect.any(String), deviceToken: expect.any(String) });
  });

  it('still counts wrong passwords from a known device and limits them at 10', async ({ t, postLogin, signInFrom }) => {
    const user = await createUser(t, 'Volunteer');
    const deviceToken = await signInFrom(user.email, '10.0.0.1');
    const all = statuses(
      await Promise.all(Array.from({ length: 30 }, () => postLogin({ email: user.email, password: WRONG, deviceToken }))),
    );
    expect(countOf(all, 404)).toBeLessThanOrEqual(10);
    expect(countOf(all, 429)).toBe(30 - countOf(all, 404));
    expect((await postLogin({ email: user.email, password: PASSWORD, deviceToken })).statusCode).toBe(429);
    expect((await postLogin({ email: user.email, password: PASSWORD })).statusCode).toBe(429);
  });

  it('does not open the limit for a device token of another account or a forged one', async ({ t, postLogin, signInFrom }) => {
    const user = await createUser(t, 'Volunteer');
    const other = await createUser(t, 'Volunteer');
    const othersDevice = await signInFrom(other.email, '10.0.0.1');
    for (let i = 0; i < 10; i++) await postLogin({ email: user.email, password: WRONG });
    expect((await postLogin({ email: user.email, password: PASSWORD, deviceToken: othersDevice })).statusCode).toBe(429);
    const forged = `${othersDevice.slice(0, -4)}AAAA`;
    expect((await postLogin({ email: user.email, password: PASSWORD, deviceToken: forged })).statusCode).toBe(429);
  });

  it('locks an email attacked from 100 addresses everywhere but on its known devices', async ({ t, postLogin, signInFrom }) => {
    const user = await createUser(t, 'Volunteer');
    const deviceToken = await signInFrom(user.email, '10.0.0.1');
    await Promise.all(Array.from({ length: 100 }, (_, i) => postLogin({ email: user.email, password: WRONG }, `10.7.${i}.1`)));
    expect((await postLogin({ email: user.email, password: PASSWORD }, '10.8.0.1')).statusCode).toBe(429);
    expect((await postLogin({ email: user.email, password: PASSWORD, deviceToken }, '10.8.0.1')).statusCode).toBe(200);
  });
});

describe('forgot-password limits', () => {
  it('evaluates at most 10 of 30 parallel requests for one email and refuses the rest with 429', async ({ t }) => {
    const user = await createUser(t, 'Volunteer', { firstName: 'Ada', lastName: 'Lovelace' });
    const all = statuses(
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/forgotpassword',
            payload: { email: user.email, firstName: 'Ada', lastName: `Byron${i}` },
            remoteAddress: `10.3.${i}.1`,
          }),
        ),
      ),
    );
    expect(countOf(all, 404)).toBeLessThanOrEqual(10);
    expect(countOf(all, 404)).toBeGreaterThan(0);
    expect(countOf(all, 429)).toBe(30 - countOf(all, 404));
  });
});
