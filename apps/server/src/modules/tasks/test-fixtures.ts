import { type CreateTaskInput, type Task, taskContracts, type Wbs } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { projects, tasks } from '../../db/schema/index.js';
import { api } from '../../test/api.js';
import type { TestApp } from '../../test/harness.js';

/** Helpers for the task tests (test-only; imported by *.test.ts files). */
export async function createProject(t: TestApp, projectName = 'Earthbag Village'): Promise<string> {
  const [row] = await t.ctx.db.insert(projects).values({ projectName }).returning({ id: projects.id });
  if (!row) throw new Error('project insert returned nothing');
  return row.id;
}

export async function createWbs(t: TestApp, token: string, projectId: string, wbsName = 'Phase 1'): Promise<Wbs> {
  const res = await api(t, token).call(taskContracts.createWbs, { params: { projectId }, body: { wbsName } });
  if (res.statusCode !== 201) throw new Error(`wbs create failed: ${res.body}`);
  return res.json<Wbs>();
}

export async function addTask(t: TestApp, token: string, wbsId: string, body: CreateTaskInput): Promise<Task> {
  const res = await api(t, token).call(taskContracts.create, { params: { wbsId }, body });
  if (res.statusCode !== 201) throw new Error(`task create failed: ${res.body}`);
  return res.json<Task>();
}

/** Every task of a WBS as `num: name`, in number order (read straight from the table). */
export async function outline(t: TestApp, wbsId: string): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ num: tasks.num, taskName: tasks.taskName, level: tasks.level })
    .from(tasks)
    .where(eq(tasks.wbsId, wbsId));
  const key = (n: string) =>
    n
      .split('.')
      .map((p) => p.padStart(6, '0'))
      .join('.');
  return rows
    .sort((a, b) => key(a.num).localeCompare(key(b.num)))
    .map((r) => {
      if (r.level !== r.num.split('.').length) throw new Error(`level ${String(r.level)} does not match ${r.num}`);
      return `${r.num} ${r.taskName}`;
    });
}

/** Sets a task's own hours logged, as the time-entry area would. */
export async function logHours(t: TestApp, taskId: string, hoursLogged: number): Promise<void> {
  await t.ctx.db.update(tasks).set({ hoursLogged }).where(eq(tasks.id, taskId));
}
