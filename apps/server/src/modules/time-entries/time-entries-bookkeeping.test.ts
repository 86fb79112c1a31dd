import { timeEntryContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, taskResources, teamMembers, teams } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { entryBody, hoursOf, person, place, postEntry, totalsOf } from './test-fixtures.js';
import { recomputeTimeTotals } from './totals.js';

const it = test
  /** After any change, the running totals equal a full recount. */
  .extend('expectRecountAgrees', ({ t }) => async (userId: string, taskIds: string[]) => {
    const kept = { totals: await totalsOf(t, userId), hours: await Promise.all(taskIds.map((id) => hoursOf(t, id))) };
    await t.ctx.db.transaction((tx) => recomputeTimeTotals(tx));
    const recounted = { totals: await totalsOf(t, userId), hours: await Promise.all(taskIds.map((id) => hoursOf(t, id))) };
    expect(kept.totals).toEqual(recounted.totals);
    kept.hours.forEach((h, i) => expect(h).toBeCloseTo(recounted.hours[i] ?? NaN, 9));
  });

describe('the running totals of time entries', () => {
  it('adds a tangible entry to the task and the person’s total', async ({ t, expectRecountAgrees }) => {
    const me = await person(t, 'Volunteer');
    const { projectId, taskId } = await place(t);
    await postEntry(t, me.token, entryBody(me.id, projectId, { taskId, hours: 2, minutes: 30 }));
    expect(await totalsOf(t, me.id)).toMatchObject({ tangible: 9000, intangible: 0 });
    expect(await hoursOf(t, taskId)).toBe(2.5);
    await expectRecountAgrees(me.id, [taskId]);
  });

  it('adds an intangible entry to the intangible total only', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId, taskId } = await place(t);
    await postEntry(t, me.token, entryBody(me.id, projectId, { taskId, isTangible: false }));
    expect(await totalsOf(t, me.id)).toMatchObject({ tangible: 0, intangible: 5400 });
    expect(await hoursOf(t, taskId)).toBe(0);
  });

  it('moves the hours when an edit changes time, task, project and tangibility', async ({ t, expectRecountAgrees }) => {
    const me = await person(t, 'Volunteer');
    const a = await place(t, 'Earthbag Village', 'Housing');
    const b = await place(t, 'Aquaponics', 'Food');
    const entry = await postEntry(t, me.token, entryBody(me.id, a.projectId, { taskId: a.taskId, hours: 3, minutes: 0 }));

    const moved = await api(t, me.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, b.projectId, { taskId: b.taskId, hours: 1, minutes: 0 }),
    });
    expect(moved.statusCode).toBe(200);
    expect(await totalsOf(t, me.id)).toMatchObject({ tangible: 3600 });
    expect([await hoursOf(t, a.taskId), await hoursOf(t, b.taskId)]).toEqual([0, 1]);

    await api(t, me.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, b.projectId, { hours: 1, minutes: 0, isTangible: false }),
    });
    expect(await totalsOf(t, me.id)).toMatchObject({ tangible: 0, intangible: 3600 });
    expect(await hoursOf(t, b.taskId)).toBe(0);
    await expectRecountAgrees(me.id, [a.taskId, b.taskId]);
  });

  it('moves the hours both ways when tangibility is toggled', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId, taskId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId, { taskId }));
    const off = await api(t, me.token).call(timeEntryContracts.setTangible, { params: { id: entry.id }, body: { isTangible: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isTangible: false });
    expect(await totalsOf(t, me.id)).toMatchObject({ tangible: 0, intangible: 5400 });
    expect(await hoursOf(t, taskId)).toBe(0);
    await api(t, me.token).call(timeEntryContracts.setTangible, { params: { id: entry.id }, body: { isTangible: true } });
    await api(t, me.token).call(timeEntryContracts.setTangible, { params: { id: entry.id }, body: { isTangible: true } });
    expect(await totalsOf(t, me.id)).toMatchObject({ tangible: 5400, intangible: 0 });
    expect(await hoursOf(t, taskId)).toBe(1.5);
  });

  it('takes away exactly what a deleted entry had added', async ({ t, expectRecountAgrees }) => {
    const me = await person(t, 'Volunteer');
    const { projectId, taskId } = await place(t);
    const keep = await postEntry(t, me.token, entryBody(me.id, projectId, { taskId, hours: 1, minutes: 0 }));
    const gone = await postEntry(t, me.token, entryBody(me.id, projectId, { taskId, hours: 0, minutes: 45 }));
    expect((await api(t, me.token).call(timeEntryContracts.remove, { params: { id: gone.id } })).statusCode).toBe(204);
    expect(await totalsOf(t, me.id)).toMatchObject({ tangible: 3600 });
    expect(await hoursOf(t, taskId)).toBe(1);
    expect(keep.id).toBeTruthy();
    await expectRecountAgrees(me.id, [taskId]);
  });

  it('loses no update when many entries are posted at once', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId, taskId } = await place(t);
    const posts = Array.from({ length: 8 }, () =>
      api(t, me.token).call(timeEntryContracts.create, { body: entryBody(me.id, projectId, { taskId, hours: 0, minutes: 30 }) }),
    );
    const codes = (await Promise.all(posts)).map((r) => r.statusCode);
    expect(codes).toEqual(Array(8).fill(201));
    expect(await totalsOf(t, me.id)).toMatchObject({ tangible: 8 * 1800 });
    expect(await hoursOf(t, taskId)).toBe(4);
  });
});

describe('a task passing its estimate', () => {
  it('notifies the managers, mentors and assistant managers of the assignees’ teams once', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const manager = await person(t, 'Manager');
    const mentor = await person(t, 'Mentor');
    const teammate = await person(t, 'Volunteer');
    const otherManager = await person(t, 'Manager');
    const { projectId, taskId } = await place(t, 'Earthbag Village', 'Housing', 2);
    const [team, other] = await t.ctx.db
      .insert(teams)
      .values([{ teamName: 'Builders' }, { teamName: 'Cooks' }])
      .returning({ id: teams.id });
    if (!team || !other) throw new Error('teams not created');
    await t.ctx.db.insert(teamMembers).values([
      { teamId: team.id, userId: me.id },
      { teamId: team.id, userId: manager.id },
      { teamId: team.id, userId: mentor.id },
      { teamId: team.id, userId: teammate.id },
      { teamId: other.id, userId: otherManager.id },
    ]);
    await t.ctx.db.insert(taskResources).values({ taskId, userId: me.id });

    await postEntry(t, me.token, entryBody(me.id, projectId, { taskId, hours: 2, minutes: 0 }));
    expect(await t.ctx.db.select().from(notifications)).toHaveLength(0); // reaching the estimate is not passing it
    await postEntry(t, me.token, entryBody(me.id, projectId, { taskId, hours: 0, minutes: 30 }));
    await postEntry(t, me.token, entryBody(me.id, projectId, { taskId, hours: 0, minutes: 30 }));

    const sent = await t.ctx.db.select({ userId: notifications.userId, message: notifications.message }).from(notifications);
    expect(sent.map((n) => n.userId).sort()).toEqual([manager.id, mentor.id].sort());
    expect(sent[0]?.message).toBe('Task 1 Frame the north wall now has 2.5 hours logged, more than its estimate of 2 hours.');
    const forManager = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, manager.id));
    expect(forManager[0]?.isSystemGenerated).toBe(true);
  });
});
