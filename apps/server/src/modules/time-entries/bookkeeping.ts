import { eq, sql } from 'drizzle-orm';
import { LEADER_ROLES, roundHours, TIME_ENTRY_MESSAGES } from '@goodhours/domain';
import type { Tx } from '../../db/client.js';
import { tasks, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { totalsDelta, type Contribution } from './contribution.js';

/** The person an entry belongs to, locked for the rest of the transaction. */
export interface LockedPerson {
  id: string;
  role: string;
  isProtected: boolean;
  startDate: string | null;
  totalTangibleSeconds: number;
  totalIntangibleSeconds: number;
}

/**
 * Locks the person's row (`select ... for update`): every change to their entries queues here,
 * so two saves at once cannot lose an update of the running totals.
 */
export async function lockPerson(tx: Tx, personId: string): Promise<LockedPerson> {
  const [person] = await tx
    .select({
      id: users.id,
      role: users.role,
      isProtected: users.isProtected,
      startDate: users.startDate,
      totalTangibleSeconds: users.totalTangibleSeconds,
      totalIntangibleSeconds: users.totalIntangibleSeconds,
    })
    .from(users)
    .where(eq(users.id, personId))
    .for('update');
  if (!person) throw new AppError('NOT_FOUND', TIME_ENTRY_MESSAGES.personNotFound);
  return person;
}

/**
 * Moves the totals the app keeps from `before` to `after` (contribution.ts; document 4 §4): the
 * person's tangible and intangible seconds and each task's own hoursLogged. `startDate`
 * is set on the person when they have none. Managers hear of a task passing its estimate.
 */
export async function moveTotals(
  tx: Tx,
  person: LockedPerson,
  change: { before?: Contribution; after?: Contribution; startDate?: string; now: Date },
): Promise<void> {
  const delta = totalsDelta(change.before, change.after);
  const setStart = change.startDate !== undefined && person.startDate === null;
  if (delta.tangibleSeconds || delta.intangibleSeconds || setStart) {
    await tx
      .update(users)
      .set({
        totalTangibleSeconds: person.totalTangibleSeconds + delta.tangibleSeconds,
        totalIntangibleSeconds: person.totalIntangibleSeconds + delta.intangibleSeconds,
        ...(setStart ? { startDate: change.startDate } : {}),
      })
      .where(eq(users.id, person.id));
  }
  for (const [taskId, seconds] of delta.byTask) {
    const [task] = await tx
      .update(tasks)
      .set({ hoursLogged: sql`${tasks.hoursLogged} + ${seconds / 3600}` })
      .where(eq(tasks.id, taskId))
      .returning({ num: tasks.num, taskName: tasks.taskName, hoursLogged: tasks.hoursLogged, estimatedHours: tasks.estimatedHours });
    if (!task) continue;
    const before = task.hoursLogged - seconds / 3600;
    if (task.estimatedHours > 0 && before <= task.estimatedHours && task.hoursLogged > task.estimatedHours) {
      await notifyManagersOfOverrun(tx, taskId, `${task.num} ${task.taskName}`, task.hoursLogged, task.estimatedHours, change.now);
    }
  }
}

/**
 * One notification for each Manager, Mentor and Assistant Manager of the teams of the task's
 * assignees (document 4 §4), in one statement.
 */
async function notifyManagersOfOverrun(tx: Tx, taskId: string, task: string, logged: number, estimated: number, now: Date) {
  const message = TIME_ENTRY_MESSAGES.taskOverEstimate(task, roundHours(logged), roundHours(estimated));
  await tx.execute(sql`
    insert into notifications (user_id, message, is_system_generated, created_at)
    select distinct leader.id, ${message}, true, ${now.toISOString()}::timestamptz
      from task_resources r
      join team_members mine on mine.user_id = r.user_id
      join team_members lead on lead.team_id = mine.team_id
      join users leader on leader.id = lead.user_id
     where r.task_id = ${taskId}
       and leader.role in ${[...LEADER_ROLES]}
       and leader.is_active`);
}
