import { pacificMidnight, testHookContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { infringements, weekCloses } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, login } from '../../test/harness.js';

// A Wednesday, on an app with the test hooks on.
const it = test.extend('start', { now: '2026-11-25T20:00:00Z', config: { testHooks: true } });

describe('POST /api/test-hooks/week-close', () => {
  it('runs the close due at the given instant for an Owner, refuses a Volunteer and a bad instant', async ({ t }) => {
    const owner = await createUser(t, 'Owner', { startDate: '2026-01-04' });
    const volunteer = await createUser(t, 'Volunteer', { startDate: '2026-01-04' });
    const run = async (email: string, at: string) => api(t, await login(t, email)).call(testHookContracts.weekClose, { body: { at } });

    expect((await run(volunteer.email, pacificMidnight('2026-11-29').toISOString())).statusCode).toBe(403);
    expect((await run(owner.email, 'next Sunday')).statusCode).toBe(422);
    expect(await t.ctx.db.select().from(weekCloses)).toEqual([]);

    // Sunday 29 November, 00:00 Pacific: the week of the 22nd closes (nobody logged or wrote).
    const closed = await run(owner.email, pacificMidnight('2026-11-29').toISOString());
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual([{ weekStart: '2026-11-22', decided: 2, blueSquares: 2, exemptions: 0, alreadyClosed: false }]);
    expect(await t.ctx.db.select().from(infringements)).toHaveLength(2);
  });
});
