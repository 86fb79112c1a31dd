import {
  estimateProblems,
  dateProblems,
  pertEstimate,
  plainTaskChanges,
  updateTaskInput,
  type Task,
  type UpdateTaskInput,
} from '@goodhours/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { AppError, parseInput } from '../../errors.js';
import { recordTaskChange } from '../task-suggestions/index.js';
import { lockTask } from './locks.js';
import { setTaskResources } from './resources.js';
import { readTask } from './task-query.js';

/** A stored date from an API date: `YYYY-MM-DD` is midnight UTC of that day. */
export function toStoredDate(v: string | null): Date | null {
  if (v === null) return null;
  return new Date(v.length === 10 ? `${v}T00:00:00Z` : v);
}

/**
 * Validates and applies a change to one task, inside the caller's transaction, and returns the
 * task as the tree shows it. The task edit form (`PUT /api/task/update/{id}`) and the approval
 * of a task edit suggestion both come through here.
 *
 * `input` is the `updateTaskInput` shape of `@goodhours/domain` (parsed here; a bad value is a
 * 422 naming the field): any of `taskName`, `priority`, `status`, `resources` (the complete
 * list of assigned user ids; leave it out to keep the people as they are), `hoursBest`,
 * `hoursWorst`, `hoursMost`, `estimatedHours` (null or left out while an estimate changes: it
 * is recomputed with the PERT formula), `links` (URLs), `classification`, `whyInfo`,
 * `intentInfo`, `endstateInfo`, `startedDatetime` and `dueDatetime` (`YYYY-MM-DD` or ISO
 * date-time; null or '' clears). Fields left out do not change; `num`, `wbsId`, `projectId`,
 * `hoursLogged` and `isAssigned` are ignored (numbers change only through the move calls,
 * `isAssigned` follows `resources`).
 *
 * The task's WBS row is locked first, so the change queues behind any renumbering of the same
 * WBS. Best ≤ most likely ≤ worst and start ≤ due are checked against the merged task. After
 * the change, `recordTaskChange(tx, before, after, byUserId)` records it for the assignees,
 * with `before` and `after` as `Task` objects (`@goodhours/domain`).
 */
export async function applyTaskUpdate(tx: Tx, taskId: string, input: UpdateTaskInput, byUserId: string): Promise<Task> {
  const changes = parseInput(updateTaskInput, input);
  const { task: row } = await lockTask(tx, taskId);
  const before = await readTask(tx, taskId);
  if (!before) throw new Error('locked task vanished');

  const estimates = {
    hoursBest: changes.hoursBest ?? row.hoursBest,
    hoursMost: changes.hoursMost ?? row.hoursMost,
    hoursWorst: changes.hoursWorst ?? row.hoursWorst,
  };
  const startedDatetime = changes.startedDatetime !== undefined ? changes.startedDatetime : before.startedDatetime;
  const dueDatetime = changes.dueDatetime !== undefined ? changes.dueDatetime : before.dueDatetime;
  const problems = { ...estimateProblems(estimates), ...dateProblems(startedDatetime, dueDatetime) };
  const [firstProblem] = Object.values(problems);
  if (firstProblem) throw new AppError('VALIDATION', firstProblem, problems);

  const estimateChanged =
    estimates.hoursBest !== row.hoursBest || estimates.hoursMost !== row.hoursMost || estimates.hoursWorst !== row.hoursWorst;
  let estimatedHours: number | undefined;
  if (typeof changes.estimatedHours === 'number') estimatedHours = changes.estimatedHours;
  else if (changes.estimatedHours === null || estimateChanged) {
    estimatedHours = pertEstimate(estimates.hoursBest, estimates.hoursMost, estimates.hoursWorst);
  }

  // A deadline moved later counts once more (Team Member Tasks' deadline follow-up count).
  const newDue = changes.dueDatetime !== undefined ? toStoredDate(changes.dueDatetime) : undefined;
  const deadlineMoved = !!newDue && before.dueDatetime !== null && newDue.getTime() > Date.parse(before.dueDatetime);

  const set: Partial<typeof tasks.$inferInsert> = {
    ...plainTaskChanges(changes),
    ...(estimatedHours !== undefined ? { estimatedHours } : {}),
    ...(changes.startedDatetime !== undefined ? { startedDatetime: toStoredDate(changes.startedDatetime) } : {}),
    ...(newDue !== undefined ? { dueDatetime: newDue } : {}),
  };
  if (Object.keys(set).length) {
    const counted = deadlineMoved ? { deadlineCount: sql<number>`${tasks.deadlineCount} + 1` } : {};
    await tx
      .update(tasks)
      .set({ ...set, ...counted })
      .where(eq(tasks.id, taskId));
  }
  if (changes.resources !== undefined) await setTaskResources(tx, taskId, changes.resources);

  const after = await readTask(tx, taskId);
  if (!after) throw new Error('updated task vanished');
  await recordTaskChange(tx, before, after, byUserId);
  return after;
}

/** `PUT /api/task/update/{id}`: one task edit in its own transaction, by `byUserId`. */
export async function updateTask(ctx: AppContext, taskId: string, input: UpdateTaskInput, byUserId: string): Promise<Task> {
  return ctx.db.transaction((tx) => applyTaskUpdate(tx, taskId, input, byUserId));
}
