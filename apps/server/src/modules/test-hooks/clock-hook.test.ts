import { authContracts, testHookContracts as C } from '@goodhours/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import { buildApp } from '../../app.js';
import { ShiftedClock } from '../../clock.js';
import { api, it } from '../../test/api.js';
import { createUser, PASSWORD, signedIn, testConfig, type TestApp } from '../../test/harness.js';

const at = { at: '2030-01-02T10:00:00Z' };

/** Signs a new person of the role in through `app`, so the session starts at that app's "now". */
async function signInThrough(t: TestApp, app: FastifyInstance, role: string): Promise<string> {
  const user = await createUser(t, role);
  const res = await api({ ...t, app }).call(authContracts.login, { body: { email: user.email, password: PASSWORD } });
  return res.json<{ token: string }>().token;
}

describe('POST /api/test-hooks/clock', () => {
  it('moves a shifted clock for an Owner, checks its input, and exists only with test hooks', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const clock = new ShiftedClock();
    // Its own app: on a shifted clock with the hooks on, beside the fixture's fixed clock without them.
    const app = await buildApp({ ...t.ctx, clock, config: { ...testConfig, testHooks: true } });
    try {
      // The shifted clock reads the real time: sign in on it, not at the fixed test instant.
      const ownerToken = await signInThrough(t, app, 'Owner');
      const bad = await api({ ...t, app }, ownerToken).call(C.clock, { body: { at: 'tomorrow' } });
      expect(bad.statusCode).toBe(422);
      const moved = await api({ ...t, app }, ownerToken).call(C.clock, { body: at });
      expect(moved.statusCode).toBe(200);
      expect(Math.abs(clock.now().getTime() - Date.parse(at.at))).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
    // Its own app: the hooks on with the fixture's fixed clock.
    const fixed = await buildApp({ ...t.ctx, config: { ...testConfig, testHooks: true } });
    try {
      // The shifted clock moved past the session's expiry; the fixed one is still at the start.
      const refused = await api({ ...t, app: fixed }, owner.token).call(C.clock, { body: at });
      expect(refused.statusCode).toBe(409);
    } finally {
      await fixed.close();
    }
    const missing = await api(t, owner.token).call(C.clock, { body: at });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses callers without an Owner session even when the hooks are enabled', async ({ t }) => {
    const clock = new ShiftedClock();
    // Its own app: on a shifted clock with the hooks on, which the fixture's app is not.
    const app = await buildApp({ ...t.ctx, clock, config: { ...testConfig, testHooks: true } });
    try {
      const admin = { token: await signInThrough(t, app, 'Administrator') };
      for (const hook of [C.clock, C.dailyStatus, C.weekClosePause]) {
        const anonymous = await api({ ...t, app }).call(hook, { body: at });
        expect(anonymous.statusCode, hook.path).toBe(401);
        const notOwner = await api({ ...t, app }, admin.token).call(hook, { body: at });
        expect(notOwner.statusCode, hook.path).toBe(403);
      }
      expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});
