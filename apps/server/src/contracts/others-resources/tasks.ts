import { taskContracts, taskSuggestionContracts, teamMemberTaskContracts, userContracts } from '@goodhours/domain';
import { and, eq } from 'drizzle-orm';
import { taskNotifications, taskResources } from '../../db/schema/index.js';
import { makeTask, makeTeam } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { callRoute, member, readAs, succeeded, type OthersResource, type Person } from './attempt.js';

/** A person's tasks: their part in a task, the changes shown to them, their review and follow-ups. */

const tasksOf = (t: TestApp, owner: Person) => () => readAs(t, owner, userContracts.tasks, { params: { id: owner.id } });

/** A change of the owner's task shown to them, told by a Manager as the task editor does. */
async function changeShown(t: TestApp, owner: Person): Promise<string> {
  const taskId = await makeTask(t, [owner.id]);
  const manager = await member(t, 'Manager');
  const told = { body: { taskId, oldTask: { taskName: 'Dig' }, userIds: [owner.id] } };
  succeeded(await callRoute(t, manager.token, taskSuggestionContracts.notify, told), 'telling of a change');
  const [row] = await t.ctx.db.select({ id: taskNotifications.id }).from(taskNotifications).where(eq(taskNotifications.userId, owner.id));
  if (!row) throw new Error('the change was not kept for the owner');
  return row.id;
}

/** A follow-up check; the rule admits every role but Volunteer, so a Manager makes it. */
const followUp = (percent: number) => ({ followUpCheck: true, followUpPercentageDeadline: percent });

export const taskAreaResources: OthersResource[] = [
  {
    route: taskContracts.removeForUser,
    refused: 403,
    build: async (t, owner) => ({ params: { id: await makeTask(t, [owner.id]), userId: owner.id }, readBack: tasksOf(t, owner) }),
  },
  {
    route: taskContracts.addBackForUser,
    refused: 403,
    build: async (t, owner) => {
      const taskId = await makeTask(t, [owner.id], { status: 'Complete' });
      await t.ctx.db
        .update(taskResources)
        .set({ completedTask: true })
        .where(and(eq(taskResources.taskId, taskId), eq(taskResources.userId, owner.id)));
      return { params: { id: taskId, userId: owner.id }, readBack: tasksOf(t, owner) };
    },
  },
  {
    route: taskSuggestionContracts.notifications,
    refused: 403,
    build: async (t, owner) => {
      await changeShown(t, owner);
      return { params: { userId: owner.id } };
    },
  },
  {
    route: taskSuggestionContracts.markRead,
    refused: 403,
    build: async (t, owner) => ({
      params: { id: await changeShown(t, owner) },
      readBack: () => readAs(t, owner, taskSuggestionContracts.notifications, { params: { userId: owner.id } }),
    }),
  },
  {
    // Only Owners and Administrators see another person's page, a teammate included.
    route: teamMemberTaskContracts.list,
    refused: 403,
    build: async (t, owner, other) => {
      await makeTeam(t, `Members ${owner.id}`, [owner.id, other.id]);
      await makeTask(t, [owner.id]);
      return { params: { userId: owner.id } };
    },
  },
  {
    route: teamMemberTaskContracts.submitForReview,
    refused: 403,
    build: async (t, owner) => {
      const taskId = await makeTask(t, [owner.id]);
      return {
        params: { userId: owner.id },
        body: { taskId, link: 'https://docs.google.com/document/d/review-of-the-wall' },
        readBack: () => readAs(t, owner, teamMemberTaskContracts.list, { params: { userId: owner.id } }),
      };
    },
  },
  {
    route: teamMemberTaskContracts.followUps,
    refused: 403,
    build: async (t, owner) => {
      const manager = await member(t, 'Manager');
      const taskId = await makeTask(t, [owner.id]);
      const set = { params: { userId: owner.id, taskId }, body: followUp(40) };
      succeeded(await callRoute(t, manager.token, teamMemberTaskContracts.setFollowUp, set), 'following up');
      return { admitted: manager };
    },
  },
  {
    route: teamMemberTaskContracts.setFollowUp,
    refused: 403,
    build: async (t, owner) => {
      const manager = await member(t, 'Manager');
      const taskId = await makeTask(t, [owner.id]);
      return {
        params: { userId: owner.id, taskId },
        body: followUp(60),
        readBack: () => readAs(t, manager, teamMemberTaskContracts.followUps),
        admitted: manager,
      };
    },
  },
];
