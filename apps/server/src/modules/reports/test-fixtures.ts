import type { TimeEntry, TimeEntryInput } from '@goodhours/domain';
import type { users } from '../../db/schema/index.js';
import { projects, tasks, wbs } from '../../db/schema/index.js';
import { auth, createUser, login, type TestApp } from '../../test/harness.js';

/** Helpers for the reports' tests (test-only; imported by *.test.ts files). */
export async function person(t: TestApp, role: string, permissions: string[] = [], overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t, role, { frontPermissions: permissions, ...overrides });
  return { ...user, token: await login(t, user.email) };
}

/** A project in a category, with one WBS and one task under it. */
export async function place(t: TestApp, projectName: string, category: string, estimatedHours = 0) {
  const [project] = await t.ctx.db.insert(projects).values({ projectName, category }).returning({ id: projects.id });
  if (!project) throw new Error('project insert returned nothing');
  const [w] = await t.ctx.db.insert(wbs).values({ projectId: project.id, wbsName: 'Walls' }).returning({ id: wbs.id });
  if (!w) throw new Error('wbs insert returned nothing');
  const [task] = await t.ctx.db
    .insert(tasks)
    .values({ wbsId: w.id, projectId: project.id, num: '1', taskName: 'Frame the north wall', estimatedHours })
    .returning({ id: tasks.id });
  if (!task) throw new Error('task insert returned nothing');
  return { projectId: project.id, wbsId: w.id, taskId: task.id };
}

export function call(t: TestApp, token: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });
}

/** Notes the time-entry rules accept: sentences and a link to the work. */
const NOTES =
  '<p>Framed and braced the north wall of the barn and wrote up each step in <a href="https://docs.google.com/document/d/abc">the build doc</a></p>';

export function entry(personId: string, projectId: string, dateOfWork: string, hours: number, minutes = 0): TimeEntryInput {
  return {
    personId,
    dateOfWork,
    hours,
    minutes,
    projectId,
    notes: NOTES,
    isTangible: true,
  };
}

export async function postEntry(t: TestApp, token: string, body: TimeEntryInput): Promise<TimeEntry> {
  const res = await call(t, token, 'POST', '/api/TimeEntry', body);
  if (res.statusCode !== 201) throw new Error(`time entry post failed: ${res.body}`);
  return res.json<TimeEntry>();
}
