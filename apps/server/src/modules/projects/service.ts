import type { createProjectInput, DeleteProjectOption, ListProjectsRequest, Project, updateProjectInput } from '@goodhours/domain';
import { PROJECT_MESSAGES, projectNameKey } from '@goodhours/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { projectNameKeySql, readProjects } from './project-query.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { requirePermission, type AuthUser } from '../../auth/sessions.js';

const projectExists = () => new AppError('CONFLICT', PROJECT_MESSAGES.projectExists, { projectName: PROJECT_MESSAGES.projectExists });

/** Projects by name, filtered; archived ones only when asked for. */
export async function listProjects(ctx: AppContext, query: ListProjectsRequest): Promise<Project[]> {
  return readProjects(ctx.db, query);
}

async function projectById(tx: Tx, id: string): Promise<Project> {
  const [project] = await readProjects(tx, { id });
  if (!project) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectDoesNotExist);
  return project;
}

/** One project, archived or not. */
export async function getProject(ctx: AppContext, id: string): Promise<Project> {
  return projectById(ctx.db, id);
}

/** A name equal to another project's, ignoring case and whitespace, is refused (409). */
async function assertNameFree(tx: Tx, projectName: string, exceptId?: string): Promise<void> {
  const sameName = sql`${projectNameKeySql} = ${projectNameKey(projectName)}`;
  const [clash] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(exceptId ? and(sameName, ne(projects.id, exceptId)) : sameName);
  if (clash) throw projectExists();
}

/** Two saves racing past the check meet the unique index: still 'This project already exists.', not a 500. */
export async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw projectExists();
    throw error;
  }
}

export async function createProject(ctx: AppContext, input: z.output<typeof createProjectInput>): Promise<Project> {
  return refusingDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      await assertNameFree(tx, input.projectName);
      const [row] = await tx
        .insert(projects)
        .values({
          projectName: input.projectName,
          category: input.projectCategory,
          isActive: input.isActive,
          createdAt: ctx.clock.now(),
        })
        .returning({ id: projects.id });
      if (!row) throw new Error('project insert returned nothing');
      return projectById(tx, row.id);
    }),
  );
}

/** Renames, recategorises, activates or archives: only the fields sent change. */
export async function updateProject(ctx: AppContext, id: string, input: z.output<typeof updateProjectInput>): Promise<Project> {
  return refusingDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      await projectById(tx, id);
      if (input.projectName !== undefined) await assertNameFree(tx, input.projectName, id);
      const changes = {
        ...(input.projectName !== undefined ? { projectName: input.projectName } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
        ...(input.isArchived !== undefined ? { isArchived: input.isArchived } : {}),
      };
      if (Object.keys(changes).length) await tx.update(projects).set(changes).where(eq(projects.id, id));
      return projectById(tx, id);
    }),
  );
}

/**
 * Archive hides a project from lists and keeps everything (the route admits putProject or
 * deleteProject). Delete removes it for good and needs deleteProject: its memberships, WBS and
 * tasks go with it (foreign keys cascade); time entries stay with the people who logged them, no
 * longer tied to the project.
 */
export async function deleteProject(ctx: AppContext, caller: AuthUser, id: string, option: DeleteProjectOption): Promise<void> {
  if (option === 'delete') requirePermission(caller, 'deleteProject');
  const changed =
    option === 'archive'
      ? await ctx.db.update(projects).set({ isArchived: true }).where(eq(projects.id, id)).returning({ id: projects.id })
      : await ctx.db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  if (!changed.length) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectDoesNotExist);
}
