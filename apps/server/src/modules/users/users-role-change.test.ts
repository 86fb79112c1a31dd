import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { userContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { createUser, signedIn } from '../../test/harness.js';

const it = test
  .extend(
    'put',
    ({ t }) =>
      (token: string, id: string, body: object) =>
        api(t, token).raw(userContracts.update, { params: { id }, body }),
  )
  .extend('stored', ({ t }) => async (id: string) => {
    const [row] = await t.ctx.db.select({ role: users.role, missedHours: users.missedHours }).from(users).where(eq(users.id, id));
    return row;
  });

describe('missed hours when a role changes (document 4 §6: they count for the Core Team only)', () => {
  it('clears a Core Team member’s missed hours when they leave the Core Team', async ({ t, put, stored }) => {
    const admin = await signedIn(t, 'Administrator');
    const core = await createUser(t, 'Core Team', { missedHours: 4.5 });
    expect((await put(admin.token, core.id, { role: 'Volunteer' })).statusCode).toBe(200);
    expect(await stored(core.id)).toEqual({ role: 'Volunteer', missedHours: 0 });
    // Back on the Core Team, nothing from before counts again.
    expect((await put(admin.token, core.id, { role: 'Core Team' })).statusCode).toBe(200);
    expect(await stored(core.id)).toEqual({ role: 'Core Team', missedHours: 0 });
  });

  it('keeps a Core Team member’s missed hours on a save that leaves the role as it is', async ({ t, put, stored }) => {
    const admin = await signedIn(t, 'Administrator');
    const core = await createUser(t, 'Core Team', { missedHours: 4.5 });
    expect((await put(admin.token, core.id, { role: 'Core Team', weeklyCommittedHours: 12 })).statusCode).toBe(200);
    expect(await stored(core.id)).toEqual({ role: 'Core Team', missedHours: 4.5 });
  });

  it('leaves missed hours alone when a role change is refused', async ({ t, put, stored }) => {
    const admin = await signedIn(t, 'Administrator');
    const core = await createUser(t, 'Core Team', { missedHours: 4.5 });
    expect((await put(admin.token, core.id, { role: 'Owner' })).statusCode).toBe(403);
    expect(await stored(core.id)).toEqual({ role: 'Core Team', missedHours: 4.5 });
  });
});
