import { describe, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TEAM_TASKS_MESSAGES as M, teamMemberTaskContracts as C } from '@goodhours/domain';
import { notifications, taskResources, tasks } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';
import { makeTask, makeTeam } from '../../test/fixtures.js';

const DOC = 'https://docs.google.com/document/d/1AbCdEfGhIjKl/edit';
const it = test
  .extend(
    'submit',
    ({ t }) =>
      (token: string, userId: string, body: { taskId: string; link: string }) =>
        api(t, token).call(C.submitForReview, { params: { userId }, body }),
  )
  .extend(
    'decide',
    ({ t }) =>
      (token: string, taskId: string, userId: string, status: 'Reviewed' | 'Unsubmitted') =>
        api(t, token).call(C.decideReview, { params: { taskId, userId }, body: { status } }),
  )
  .extend(
    'resource',
    ({ t }) =>
      async (taskId: string, userId: string) =>
        (
          await t.ctx.db
            .select()
            .from(taskResources)
            .where(and(eq(taskResources.taskId, taskId), eq(taskResources.userId, userId)))
        )[0],
  );

describe('the task review workflow', () => {
  it('lets a person submit their work with a valid link, tells their team leaders, and a manager completes it', async ({
    t,
    submit,
    decide,
    resource,
  }) => {
    const vera = await signedIn(t, 'Volunteer');
    const maria = await signedIn(t, 'Manager');
    const other = await createUser(t, 'Volunteer');
    await makeTeam(t, 'Roofers', [vera.id, maria.id]);
    const task = await makeTask(t, [vera.id, other.id]);

    const res = await submit(vera.token, vera.id, { taskId: task, link: DOC });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reviewStatus: 'Submitted', relatedWorkLinks: [DOC] });
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, maria.id));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain(DOC);

    expect((await decide(maria.token, task, vera.id, 'Reviewed')).statusCode).toBe(200);
    expect(await resource(task, vera.id)).toMatchObject({ reviewStatus: 'Reviewed', completedTask: true });
    expect(await resource(task, other.id)).toMatchObject({ completedTask: true });
  });

  it('sends submitted work back for more work', async ({ t, decide, resource }) => {
    const vera = await signedIn(t, 'Volunteer');
    const mentor = await signedIn(t, 'Mentor');
    const task = await makeTask(t, [vera.id], { reviewStatus: 'Submitted' });
    expect((await decide(mentor.token, task, vera.id, 'Unsubmitted')).statusCode).toBe(200);
    expect(await resource(task, vera.id)).toMatchObject({ reviewStatus: 'Unsubmitted', completedTask: false });
    const again = await decide(mentor.token, task, vera.id, 'Reviewed');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.notSubmitted);
  });

  it('refuses links of the wrong kind with the spec’s messages and keeps the task as it was', async ({ t, submit }) => {
    const vera = await signedIn(t, 'Volunteer');
    const task = await makeTask(t, [vera.id]);
    const cases: [string, string][] = [
      ['', M.linkRequired],
      ['https://x.io/a', M.linkTooShort],
      ['http://docs.google.com/document/d/abc', M.linkHttps],
      ['https://docs.google.com/drive/folders/abc', M.invalidDomain],
      ['https://www.dropbox.com/home/Projects/roof', M.invalidDropbox],
      ['https://example.com/some/long/page/here', M.invalidDomain],
    ];
    for (const [link, message] of cases) {
      const res = await submit(vera.token, vera.id, { taskId: task, link });
      expect(res.statusCode, link).toBe(422);
      expect(errorOf(res).message).toBe(message);
    }
    expect((await t.ctx.db.select({ links: tasks.relatedWorkLinks }).from(tasks).where(eq(tasks.id, task)))[0]?.links).toEqual([]);
  });

  it('refuses submitting for someone else, reviewing as a volunteer, and a visitor', async ({ t, submit, decide }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await createUser(t, 'Volunteer');
    const task = await makeTask(t, [vera.id, walt.id], { reviewStatus: 'Submitted' });
    const forOther = await submit(vera.token, walt.id, { taskId: task, link: DOC });
    expect(forOther.statusCode).toBe(403);
    expect(errorOf(forOther).message).toBe(M.onlyOwnTask);
    expect((await decide(await login(t, walt.email), task, vera.id, 'Reviewed')).statusCode).toBe(403);
    expect((await api(t).call(C.submitForReview, { params: { userId: vera.id }, body: { taskId: task, link: DOC } })).statusCode).toBe(401);
    // The route's rule is checked before its input is read: a volunteer's malformed call is refused, a reviewer's is 422.
    expect((await decide(vera.token, 'x', vera.id, 'Reviewed')).statusCode).toBe(403);
    const maria = await signedIn(t, 'Manager');
    expect((await decide(maria.token, 'x', vera.id, 'Reviewed')).statusCode).toBe(422);
  });
});

describe('DELETE /api/tasks/:taskId/resources/:userId', () => {
  it('lets a manager remove a person from a task, and refuses a volunteer', async ({ t, resource }) => {
    const maria = await signedIn(t, 'Manager');
    const vera = await signedIn(t, 'Volunteer');
    const task = await makeTask(t, [vera.id]);
    const remove = (token: string) => api(t, token).call(C.removeFromTask, { params: { taskId: task, userId: vera.id } });
    expect((await remove(vera.token)).statusCode).toBe(403);
    expect((await remove(maria.token)).statusCode).toBe(204);
    expect(await resource(task, vera.id)).toBeUndefined();
    expect((await remove(maria.token)).statusCode).toBe(404);
  });
});

describe('/api/followup', () => {
  it('records a leader’s check with the percent complete, and lists it', async ({ t }) => {
    const mentor = await signedIn(t, 'Mentor');
    const vera = await signedIn(t, 'Volunteer');
    const task = await makeTask(t, [vera.id], { estimatedHours: 10, hoursLogged: 6 });
    const params = { userId: vera.id, taskId: task };
    const set = (token: string, body: { followUpCheck: boolean; followUpPercentageDeadline: number }) =>
      api(t, token).call(C.setFollowUp, { params, body });
    expect((await set(mentor.token, { followUpCheck: true, followUpPercentageDeadline: 60 })).statusCode).toBe(200);
    const listed = await api(t, mentor.token).call(C.followUps);
    expect(listed.json()).toEqual([{ userId: vera.id, taskId: task, followUpCheck: true, followUpPercentageDeadline: 60 }]);
    expect((await set(vera.token, { followUpCheck: true, followUpPercentageDeadline: 60 })).statusCode).toBe(403);
    expect((await api(t, vera.token).call(C.followUps)).statusCode).toBe(403);
    const notBoolean = { followUpCheck: 'yes', followUpPercentageDeadline: 60 };
    expect((await api(t, mentor.token).raw(C.setFollowUp, { params, body: notBoolean })).statusCode).toBe(422);
    expect((await set(mentor.token, { followUpCheck: true, followUpPercentageDeadline: 160 })).statusCode).toBe(422);
  });
});
