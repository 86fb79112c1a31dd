import { describe, expect } from 'vitest';
import { headerContracts, MESSAGES, type TeamDeadlines } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';
import { makeTask, makeTeam } from '../../test/fixtures.js';

// The harness clock stands at Wednesday 2026-11-18 10:00 Pacific.
const it = test.extend(
  'read',
  ({ t }) =>
    (userId: string, token?: string) =>
      api(t, token).call(headerContracts.teamDeadlines, { params: { userId } }),
);

describe('GET /api/dashboard/teamdeadlines/:userId', () => {
  it('lists the open tasks of the person and their teammates due this coming week or recently overdue, soonest first', async ({
    t,
    read,
  }) => {
    const vera = await signedIn(t, 'Volunteer');
    const ada = await createUser(t, 'Volunteer', { firstName: 'Ada' });
    const bo = await createUser(t, 'Volunteer', { firstName: 'Bo' });
    await makeTeam(t, 'Roofers', [vera.id, ada.id]);
    await makeTask(t, [vera.id, ada.id], { name: 'Flash the chimney', dueDatetime: '2026-11-19T20:00:00Z' });
    await makeTask(t, [ada.id], { name: 'Order tiles', dueDatetime: '2026-11-21T20:00:00Z' });
    await makeTask(t, [ada.id], { name: 'Measure the roof', dueDatetime: '2026-11-16T20:00:00Z' });
    await makeTask(t, [ada.id], { name: 'Next month', dueDatetime: '2026-11-28T20:00:00Z' });
    await makeTask(t, [ada.id], { name: 'Long forgotten', dueDatetime: '2026-10-20T20:00:00Z' });
    await makeTask(t, [ada.id], { name: 'Already done', dueDatetime: '2026-11-19T20:00:00Z', status: 'Complete' });
    await makeTask(t, [ada.id], { name: 'No date' });
    await makeTask(t, [bo.id], { name: 'Another team', dueDatetime: '2026-11-19T20:00:00Z' });

    const res = await read(vera.id, vera.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<TeamDeadlines>();
    expect(body.deadlines.map((d) => d.taskName)).toEqual(['Measure the roof', 'Flash the chimney', 'Order tiles']);
    expect(body.total).toBe(3);
    const chimney = body.deadlines[1];
    expect(chimney).toMatchObject({ mine: true, dueDatetime: '2026-11-19T20:00:00.000Z', projectName: expect.stringMatching(/^Project /) });
    expect(chimney?.assignees.map((a) => a.firstName)).toEqual(['Volunteer', 'Ada']);
    expect(body.deadlines[0]?.mine).toBe(false);
  });

  it('lets an Administrator read them for the person he views, and refuses another volunteer, a visitor and a bad id', async ({
    t,
    read,
  }) => {
    const vera = await signedIn(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    const walt = await signedIn(t, 'Volunteer');
    await makeTask(t, [vera.id], { name: 'Paint the fence', dueDatetime: '2026-11-20T20:00:00Z' });
    expect((await read(vera.id, admin.token)).json<TeamDeadlines>().deadlines.map((d) => d.taskName)).toEqual(['Paint the fence']);
    expect((await read(vera.id, walt.token)).statusCode).toBe(403);
    expect((await read(vera.id)).statusCode).toBe(401);
    const bad = await read('not-an-id', vera.token);
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe(MESSAGES.userNotFound);
  });
});
