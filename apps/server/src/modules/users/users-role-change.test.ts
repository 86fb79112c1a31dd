import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { auth, createUser, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const put = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/userprofile/${id}`, headers: auth(token), payload });

async function stored(id: string) {
  const [row] = await t.ctx.db.select({ role: users.role, missedHours: users.missedHours }).from(users).where(eq(users.id, id));
  return row;
}

describe('missed hours when a role changes (document 4 §6: they count for the Core Team only)', () => {
  it('clears a Core Team member’s missed hours when they leave the Core Team', async () => {
    const admin = await signedIn(t, 'Administrator');
    const core = await createUser(t, 'Core Team', { missedHours: 4.5 });
    expect((await put(admin.token, core.id, { role: 'Volunteer' })).statusCode).toBe(200);
    expect(await stored(core.id)).toEqual({ role: 'Volunteer', missedHours: 0 });
    // Back on the Core Team, nothing from before counts again.
    expect((await put(admin.token, core.id, { role: 'Core Team' })).statusCode).toBe(200);
    expect(await stored(core.id)).toEqual({ role: 'Core Team', missedHours: 0 });
  });

  it('keeps a Core Team member’s missed hours on a save that leaves the role as it is', async () => {
    const admin = await signedIn(t, 'Administrator');
    const core = await createUser(t, 'Core Team', { missedHours: 4.5 });
    expect((await put(admin.token, core.id, { role: 'Core Team', weeklyCommittedHours: 12 })).statusCode).toBe(200);
    expect(await stored(core.id)).toEqual({ role: 'Core Team', missedHours: 4.5 });
  });

  it('leaves missed hours alone when a role change is refused', async () => {
    const admin = await signedIn(t, 'Administrator');
    const core = await createUser(t, 'Core Team', { missedHours: 4.5 });
    expect((await put(admin.token, core.id, { role: 'Owner' })).statusCode).toBe(403);
    expect(await stored(core.id)).toEqual({ role: 'Core Team', missedHours: 4.5 });
  });
});
