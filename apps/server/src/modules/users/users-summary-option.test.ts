import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_MESSAGES, type UserProfile } from '@goodhours/domain';
import { users } from '../../db/schema/index.js';
import { auth, errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const put = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/userprofile/${id}`, headers: auth(token), payload });
const summaryBar = async (token: string, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dashboard/summarybar/${id}`, headers: auth(token) })).json<{ summaryStatus: string }>();

describe('the weekly summary option of a profile', () => {
  it('is set by a holder of updateSummaryRequirements, and the summary bar follows it', async () => {
    const admin = await signedIn(t, 'Administrator');
    const person = await signedIn(t, 'Volunteer');
    expect((await summaryBar(person.token, person.id)).summaryStatus).toBe('missing');
    const res = await put(admin.token, person.id, { weeklySummaryOption: 'Not Required' });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfile>().weeklySummaryOption).toBe('Not Required');
    expect((await summaryBar(person.token, person.id)).summaryStatus).toBe('notRequired');
    await put(admin.token, person.id, { weeklySummaryOption: 'Required' });
    expect((await summaryBar(person.token, person.id)).summaryStatus).toBe('missing');
  });

  it('refuses the person themself and a holder of putUserProfile without updateSummaryRequirements', async () => {
    const person = await signedIn(t, 'Volunteer');
    const own = await put(person.token, person.id, { weeklySummaryOption: 'Not Required' });
    expect(own.statusCode).toBe(403);
    const editor = await signedIn(t, 'Volunteer');
    await t.ctx.db
      .update(users)
      .set({ frontPermissions: ['putUserProfile'] })
      .where(eq(users.id, editor.id));
    const res = await put(editor.token, person.id, { weeklySummaryOption: 'Not Required', jobTitle: 'Gardener' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(USER_MESSAGES.fieldsNotAllowed(['weeklySummaryOption']));
    const profile = await t.app.inject({ method: 'GET', url: `/api/userprofile/${person.id}`, headers: auth(person.token) });
    expect(profile.json<UserProfile>()).toMatchObject({ weeklySummaryOption: 'Required', jobTitle: '' });
  });

  it('accepts only the listed options', async () => {
    const admin = await signedIn(t, 'Administrator');
    const person = await signedIn(t, 'Volunteer');
    const res = await put(admin.token, person.id, { weeklySummaryOption: 'Optional' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields?.weeklySummaryOption).toBe(USER_MESSAGES.summaryOptionUnknown);
  });
});
