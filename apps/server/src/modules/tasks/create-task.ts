import { attach, pertEstimate, TASK_MESSAGES, type createTaskInput, type Task } from '@goodhours/domain';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { tasks } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { lockWbs } from './locks.js';
import { setTaskResources } from './resources.js';
import { reshape } from './structure.js';
import { readTask } from './task-query.js';
import { toStoredDate } from './update.js';

/**
 * Adds a task as the last child of its parent (or last at the top level) and numbers it. Without
 * an `estimatedHours`, the estimate is the PERT value of the three estimates.
 */
export async function createTask(ctx: AppContext, wbsId: string, input: z.output<typeof createTaskInput>): Promise<Task> {
  return ctx.db.transaction(async (tx) => {
    const wbsRow = await lockWbs(tx, wbsId);
    if (input.parentId) {
      const [parent] = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.id, input.parentId), eq(tasks.wbsId, wbsId)));
      if (!parent) throw new AppError('VALIDATION', TASK_MESSAGES.parentNotFound, { parentId: TASK_MESSAGES.parentNotFound });
    }
    const id = randomUUID();
    const numbering = await reshape(tx, wbsId, (tree) => {
      attach(tree, input.parentId, id);
    });
    const place = numbering.get(id);
    if (!place) throw new Error('new task was not numbered');
    await tx.insert(tasks).values({
      id,
      wbsId,
      projectId: wbsRow.projectId,
      parentId: place.parentId,
      num: place.num,
      level: place.level,
      taskName: input.taskName,
      priority: input.priority,
      status: input.status,
      hoursBest: input.hoursBest,
      hoursWorst: input.hoursWorst,
      hoursMost: input.hoursMost,
      estimatedHours: input.estimatedHours ?? pertEstimate(input.hoursBest, input.hoursMost, input.hoursWorst),
      links: input.links,
      classification: input.classification,
      whyInfo: input.whyInfo,
      intentInfo: input.intentInfo,
      endstateInfo: input.endstateInfo,
      startedDatetime: toStoredDate(input.startedDatetime),
      dueDatetime: toStoredDate(input.dueDatetime),
      createdAt: ctx.clock.now(),
    });
    if (input.resources.length) await setTaskResources(tx, id, input.resources);
    const task = await readTask(tx, id);
    if (!task) throw new Error('created task vanished');
    return task;
  });
}
