import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { USER_MESSAGES, type UserProfile, summaryBarContracts, userContracts } from '@goodhours/domain';
import { users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';

const it = test
  .extend(
    'put',
    ({ t }) =>
      (token: string, id: string, body: object) =>
        api(t, token).raw(userContracts.update, { params: { id }, body }),
  )
  .extend(
    'summaryBar',
    ({ t }) =>
      async (token: string, id: string) =>
        (await api(t, token).call(summaryBarContracts.get, { params: { userId: id } })).json<{ summaryStatus: string }>(),
  );

describe('the weekly summary option of a profile', () => {
  it('is set by a holder of updateSummaryRequirements, and the summary bar follows it', async ({ t, put, summaryBar }) => {
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

  it('refuses the person themself and a holder of putUserProfile without updateSummaryRequirements', async ({ t, put }) => {
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
    const profile = await api(t, person.token).call(userContracts.get, { params: { id: person.id } });
    expect(profile.json<UserProfile>()).toMatchObject({ weeklySummaryOption: 'Required', jobTitle: '' });
  });

  it('accepts only the listed options', async ({ t, put }) => {
    const admin = await signedIn(t, 'Administrator');
    const person = await signedIn(t, 'Volunteer');
    const res = await put(admin.token, person.id, { weeklySummaryOption: 'Optional' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields?.weeklySummaryOption).toBe(USER_MESSAGES.summaryOptionUnknown);
  });
});
