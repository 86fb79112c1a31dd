import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ShiftedClock } from '../../clock.js';
import type { FastifyInstance } from 'fastify';
import { auth, createUser, PASSWORD, signedIn, startTestApp, testConfig, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const at = { at: '2030-01-02T10:00:00Z' };

/** Signs a new person of the role in through `app`, so the session starts at that app's "now". */
async function signInThrough(app: FastifyInstance, role: string): Promise<string> {
  const user = await createUser(t, role);
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: PASSWORD } });
  return res.json<{ token: string }>().token;
}

describe('POST /api/test-hooks/clock', () => {
  it('moves a shifted clock for an Owner, checks its input, and exists only with test hooks', async () => {
    const owner = await signedIn(t, 'Owner');
    const clock = new ShiftedClock();
    const app = await buildApp({ ...t.ctx, clock, config: { ...testConfig, testHooks: true } });
    try {
      // The shifted clock reads the real time: sign in on it, not at the fixed test instant.
      const ownerToken = await signInThrough(app, 'Owner');
      const bad = await app.inject({
        method: 'POST',
        url: '/api/test-hooks/clock',
        headers: auth(ownerToken),
        payload: { at: 'tomorrow' },
      });
      expect(bad.statusCode).toBe(422);
      const moved = await app.inject({ method: 'POST', url: '/api/test-hooks/clock', headers: auth(ownerToken), payload: at });
      expect(moved.statusCode).toBe(200);
      expect(Math.abs(clock.now().getTime() - Date.parse(at.at))).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
    const fixed = await buildApp({ ...t.ctx, config: { ...testConfig, testHooks: true } });
    try {
      // The shifted clock moved past the session's expiry; the fixed one is still at the start.
      const refused = await fixed.inject({ method: 'POST', url: '/api/test-hooks/clock', headers: auth(owner.token), payload: at });
      expect(refused.statusCode).toBe(409);
    } finally {
      await fixed.close();
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/test-hooks/clock', headers: auth(owner.token), payload: at });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses callers without an Owner session even when the hooks are enabled', async () => {
    const clock = new ShiftedClock();
    const app = await buildApp({ ...t.ctx, clock, config: { ...testConfig, testHooks: true } });
    try {
      const admin = { token: await signInThrough(app, 'Administrator') };
      for (const url of ['/api/test-hooks/clock', '/api/test-hooks/daily-status', '/api/test-hooks/week-close-pause']) {
        const anonymous = await app.inject({ method: 'POST', url, payload: at });
        expect(anonymous.statusCode, url).toBe(401);
        const notOwner = await app.inject({ method: 'POST', url, headers: auth(admin.token), payload: at });
        expect(notOwner.statusCode, url).toBe(403);
      }
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});
