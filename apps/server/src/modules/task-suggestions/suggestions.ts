import {
  TASK_SUGGESTION_PROXY_ROLES,
  hasPermission,
  proposeTaskChanges,
  TASK_SUGGESTION_MESSAGES as M,
  taskSnapshotChanges,
  taskSnapshotOf,
  withoutUnchanged,
  type CreateTaskSuggestionRequest,
  type TaskEditSuggestion,
  type TaskSnapshot,
  type TaskSuggestionCount,
} from '@goodhours/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { taskEditSuggestions, tasks, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { readTask } from '../tasks/index.js';
import { rowsOf } from '../../db/raw.js';

async function readSuggestions(tx: Tx, where?: SQL): Promise<TaskEditSuggestion[]> {
  const rows = await tx
    .select({
      id: taskEditSuggestions.id,
      taskId: taskEditSuggestions.taskId,
      taskNum: tasks.num,
      taskName: tasks.taskName,
      wbsId: tasks.wbsId,
      projectId: tasks.projectId,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      dateSuggested: taskEditSuggestions.dateSuggested,
      oldTask: taskEditSuggestions.oldTask,
      newTask: taskEditSuggestions.newTask,
    })
    .from(taskEditSuggestions)
    .innerJoin(tasks, eq(tasks.id, taskEditSuggestions.taskId))
    .innerJoin(users, eq(users.id, taskEditSuggestions.userId))
    .where(where)
    .orderBy(desc(taskEditSuggestions.dateSuggested));
  return rows.map((r) => ({
    ...r,
    dateSuggested: r.dateSuggested.toISOString(),
    oldTask: r.oldTask as TaskSnapshot,
    newTask: r.newTask as TaskSnapshot,
  }));
}

/** `GET /api/taskeditsuggestion`: every open suggestion, newest first. */
export async function listSuggestions(ctx: AppContext): Promise<TaskEditSuggestion[]> {
  return readSuggestions(ctx.db);
}

/** `GET /api/taskeditsuggestion?count=true`: how many wait for review (the header badge). */
export async function countSuggestions(ctx: AppContext): Promise<TaskSuggestionCount> {
  const [row] = await ctx.db.select({ n: count() }).from(taskEditSuggestions);
  return { count: row?.n ?? 0 };
}

/** A person may suggest changes to a task they are assigned to or whose project they are a member of. */
async function worksOnTask(tx: Tx, userId: string, taskId: string, projectId: string): Promise<boolean> {
  const result: unknown = await tx.execute(sql`
    select (exists (select 1 from task_resources where task_id = ${taskId} and user_id = ${userId})
         or exists (select 1 from project_members where project_id = ${projectId} and user_id = ${userId})) as ok`);
  const [row] = rowsOf<{ ok: boolean }>(result);
  return row?.ok === true;
}

/** Names of active people, by id; one query. */
async function activeNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isActive, true), eq(users.isArchived, false)));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
}

/**
 * `POST /api/taskeditsuggestion`: stores what the task is now and what it would become. The
 * suggestion is the caller's own unless an Owner or Administrator names another person.
 */
export async function createSuggestion(ctx: AppContext, caller: AuthUser, input: CreateTaskSuggestionRequest): Promise<TaskEditSuggestion> {
  const userId = input.userId ?? caller.id;
  const actsForOthers = (TASK_SUGGESTION_PROXY_ROLES as readonly string[]).includes(caller.role);
  if (userId !== caller.id && !actsForOthers) throw new AppError('FORBIDDEN', M.suggestForOthers);
  return ctx.db.transaction(async (tx) => {
    const task = await readTask(tx, input.taskId);
    if (!task) throw new AppError('NOT_FOUND', M.taskNotFound);
    if (!hasPermission(caller, 'updateTask') && !(await worksOnTask(tx, caller.id, task.id, task.projectId))) {
      throw new AppError('FORBIDDEN', M.notOnTask);
    }
    const [author] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true)));
    if (!author) throw new AppError('VALIDATION', M.personNotFound, { userId: M.personNotFound });

    const oldTask = taskSnapshotOf(task);
    const changes = withoutUnchanged(task, input.newTask);
    const newPeople = (changes.resources ?? []).filter((id) => !task.resources.some((r) => r.userId === id));
    const names = new Map([...task.resources.map((r) => [r.userId, r.name] as const), ...(await activeNames(tx, newPeople))]);
    if (changes.resources?.some((id) => !names.has(id))) {
      throw new AppError('VALIDATION', M.personNotFound, { 'newTask.resources': M.personNotFound });
    }
    const { proposed, problems } = proposeTaskChanges(oldTask, changes, names);
    const [firstProblem] = Object.values(problems);
    if (firstProblem) {
      throw new AppError('VALIDATION', firstProblem, Object.fromEntries(Object.entries(problems).map(([f, m]) => [`newTask.${f}`, m])));
    }
    if (!taskSnapshotChanges(oldTask, proposed).length) throw new AppError('VALIDATION', M.nothingSuggested);

    const [row] = await tx
      .insert(taskEditSuggestions)
      .values({ taskId: task.id, userId, dateSuggested: ctx.clock.now(), oldTask, newTask: proposed })
      .returning({ id: taskEditSuggestions.id });
    if (!row) throw new Error('suggestion insert returned nothing');
    const [created] = await readSuggestions(tx, eq(taskEditSuggestions.id, row.id));
    if (!created) throw new Error('created suggestion vanished');
    return created;
  });
}

/** `DELETE /api/taskeditsuggestion/{id}`: rejects a suggestion; the task stays as it is. */
export async function rejectSuggestion(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(taskEditSuggestions).where(eq(taskEditSuggestions.id, id)).returning({ id: taskEditSuggestions.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', M.suggestionNotFound);
}
