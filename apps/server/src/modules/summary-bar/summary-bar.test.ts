import { describe, expect } from 'vitest';
import { MESSAGES, type SummaryBar, summaryBarContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { infringements, weeklySummaries } from '../../db/schema/index.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';
import { logHours, makeTask } from '../../test/fixtures.js';

// The harness clock stands at Wednesday 2026-11-18 10:00 Pacific (week 2026-11-15 to 11-21).
const it = test.extend(
  'bar',
  ({ t }) =>
    (token: string | undefined, userId: string) =>
      api(t, token).call(summaryBarContracts.get, { params: { userId } }),
);

describe('GET /api/dashboard/summarybar/:userId', () => {
  it('gives a person their week’s hours, summary status and counts', async ({ t, bar }) => {
    const vera = await signedIn(t, 'Volunteer');
    await logHours(t, vera.id, 4);
    await logHours(t, vera.id, 1, { tangible: false });
    await makeTask(t, [vera.id]);
    await t.ctx.db.insert(infringements).values({ userId: vera.id, date: '2026-11-01', description: 'Missed hours' });
    const before = (await bar(vera.token, vera.id)).json<SummaryBar>();
    expect(before).toMatchObject({
      tangibleHours: 4,
      totalHours: 5,
      taskCount: 1,
      badgeCount: 0,
      blueSquareCount: 1,
      summaryStatus: 'missing',
    });
    await t.ctx.db
      .insert(weeklySummaries)
      .values({ userId: vera.id, weekStart: '2026-11-15', summary: '<p>done</p>', dueDate: new Date('2026-11-22T08:00:00Z') });
    expect((await bar(vera.token, vera.id)).json<SummaryBar>().summaryStatus).toBe('submitted');
  });

  it('says Not Required for people who need not write one', async ({ t, bar }) => {
    const nora = await createUser(t, 'Volunteer', { weeklySummaryOption: 'Not Required' });
    expect((await bar(await login(t, nora.email), nora.id)).json<SummaryBar>().summaryStatus).toBe('notRequired');
  });

  it('lets an Administrator read a volunteer’s bar but not an Owner’s; refuses another volunteer and a visitor', async ({ t, bar }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    const vera = await signedIn(t, 'Volunteer');
    const walt = await createUser(t, 'Volunteer');
    expect((await bar(admin.token, vera.id)).statusCode).toBe(200);
    expect((await bar(admin.token, owner.id)).statusCode).toBe(403);
    expect((await bar(owner.token, admin.id)).statusCode).toBe(200);
    expect((await bar(vera.token, walt.id)).statusCode).toBe(403);
    expect((await bar(undefined, vera.id)).statusCode).toBe(401);
  });

  it('answers 422 for a bad id and 404 for an unknown person', async ({ t, bar }) => {
    const admin = await signedIn(t, 'Administrator');
    expect(errorOf(await bar(admin.token, 'x')).message).toBe(MESSAGES.userNotFound);
    expect((await bar(admin.token, crypto.randomUUID())).statusCode).toBe(404);
  });
});
