import type { createWbsInput, ProjectWbsList, Wbs } from '@goodhours/domain';
import { TASK_MESSAGES } from '@goodhours/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { projects, tasks, wbs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { lockWbs } from './locks.js';

function wbsDto(row: typeof wbs.$inferSelect, taskCount: number): Wbs {
  return {
    id: row.id,
    projectId: row.projectId,
    wbsName: row.wbsName,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    taskCount,
  };
}

async function projectById(tx: Tx, projectId: string, lock = false) {
  const query = tx.select({ id: projects.id, projectName: projects.projectName }).from(projects).where(eq(projects.id, projectId));
  const [project] = lock ? await query.for('update') : await query;
  if (!project) throw new AppError('NOT_FOUND', TASK_MESSAGES.projectNotFound);
  return project;
}

/** The WBS of a project by name, each with its number of tasks (one grouped query). */
export async function listWbs(ctx: AppContext, projectId: string): Promise<ProjectWbsList> {
  const project = await projectById(ctx.db, projectId);
  const counts = ctx.db
    .select({ wbsId: tasks.wbsId, n: count().as('n') })
    .from(tasks)
    .where(eq(tasks.projectId, projectId))
    .groupBy(tasks.wbsId)
    .as('task_counts');
  const rows = await ctx.db
    .select({ wbs, taskCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(wbs)
    .leftJoin(counts, eq(counts.wbsId, wbs.id))
    .where(eq(wbs.projectId, projectId))
    .orderBy(asc(sql`lower(${wbs.wbsName})`), asc(wbs.createdAt));
  return {
    projectId: project.id,
    projectName: project.projectName,
    wbs: rows.map((r) => wbsDto(r.wbs, Number(r.taskCount))),
  };
}

/**
 * Adds a WBS to a project. Names are unique within a project (trimmed, any case); the project
 * row is locked so two people adding the same name at once cannot both succeed.
 */
export async function createWbs(ctx: AppContext, projectId: string, input: z.output<typeof createWbsInput>): Promise<Wbs> {
  return ctx.db.transaction(async (tx) => {
    await projectById(tx, projectId, true);
    const [clash] = await tx
      .select({ id: wbs.id })
      .from(wbs)
      .where(and(eq(wbs.projectId, projectId), sql`lower(trim(${wbs.wbsName})) = lower(${input.wbsName})`));
    if (clash) throw new AppError('CONFLICT', TASK_MESSAGES.wbsNameTaken, { wbsName: TASK_MESSAGES.wbsNameTaken });
    const [row] = await tx
      .insert(wbs)
      .values({ projectId, wbsName: input.wbsName, isActive: input.isActive, createdAt: ctx.clock.now() })
      .returning();
    if (!row) throw new Error('wbs insert returned nothing');
    return wbsDto(row, 0);
  });
}

/** Deletes a WBS with all its tasks (the foreign keys cascade, in the same statement). */
export async function deleteWbs(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockWbs(tx, id);
    await tx.delete(wbs).where(eq(wbs.id, id));
  });
}

/** A WBS with its project's name, for pages that show where they are. */
export async function wbsWithProject(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: wbs.id, wbsName: wbs.wbsName, projectId: wbs.projectId, projectName: projects.projectName })
    .from(wbs)
    .innerJoin(projects, eq(projects.id, wbs.projectId))
    .where(eq(wbs.id, id));
  if (!row) throw new AppError('NOT_FOUND', TASK_MESSAGES.wbsNotFound);
  return row;
}
