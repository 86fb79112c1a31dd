import { pacificMidnight } from '@goodhours/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { infringements, weekCloses } from '../../db/schema/index.js';
import { auth, createUser, login, startTestApp, testConfig, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp('2026-11-25T20:00:00Z'); // a Wednesday
});
afterEach(async () => {
  await t.app.close();
});

describe('POST /api/test-hooks/week-close', () => {
  it('runs the close due at the given instant for an Owner, refuses a Volunteer and a bad instant', async () => {
    const app = await buildApp({ ...t.ctx, config: { ...testConfig, testHooks: true } });
    try {
      const owner = await createUser(t, 'Owner', { startDate: '2026-01-04' });
      const volunteer = await createUser(t, 'Volunteer', { startDate: '2026-01-04' });
      const run = (token: string, at: unknown) =>
        app.inject({ method: 'POST', url: '/api/test-hooks/week-close', headers: auth(token), payload: { at } });

      expect((await run(await login(t, volunteer.email), pacificMidnight('2026-11-29').toISOString())).statusCode).toBe(403);
      expect((await run(await login(t, owner.email), 'next Sunday')).statusCode).toBe(422);
      expect(await t.ctx.db.select().from(weekCloses)).toEqual([]);

      // Sunday 29 November, 00:00 Pacific: the week of the 22nd closes (nobody logged or wrote).
      const closed = await run(await login(t, owner.email), pacificMidnight('2026-11-29').toISOString());
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toEqual([{ weekStart: '2026-11-22', decided: 2, blueSquares: 2, exemptions: 0, alreadyClosed: false }]);
      expect(await t.ctx.db.select().from(infringements)).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
