import type { TimeEntry, TimeEntryInput } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { projects, tasks, users, wbs } from '../../db/schema/index.js';
import { auth, createUser, login, type TestApp } from '../../test/harness.js';

/** Helpers for the time-entry tests (test-only; imported by *.test.ts files). */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(t: TestApp) {
  return (token: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });
}

export const NOTES =
  '<p>Built the frame of the north wall and wrote up every step in <a href="https://docs.google.com/document/d/abc">the build doc</a></p>';
/** 2026-11-18 is a Wednesday; the test clock starts at 10:00 Pacific that day. */
export const TODAY = '2026-11-18';

export async function person(t: TestApp, role: string, permissions: string[] = [], overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t, role, { frontPermissions: permissions, ...overrides });
  return { ...user, token: await login(t, user.email) };
}

/** A project with one WBS and one task under it. */
export async function place(t: TestApp, projectName = 'Earthbag Village', category = 'Housing', estimatedHours = 0) {
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

export function entryBody(personId: string, projectId: string, changes: Partial<TimeEntryInput> = {}): TimeEntryInput {
  return { personId, dateOfWork: TODAY, hours: 1, minutes: 30, projectId, notes: NOTES, isTangible: true, ...changes };
}

export async function postEntry(t: TestApp, token: string, body: TimeEntryInput): Promise<TimeEntry> {
  const res = await caller(t)(token, 'POST', '/api/TimeEntry', body);
  if (res.statusCode !== 201) throw new Error(`time entry post failed: ${res.body}`);
  return res.json<TimeEntry>();
}

/** The person's running totals and a task's own hours, straight from the tables. */
export async function totalsOf(t: TestApp, userId: string) {
  const [row] = await t.ctx.db
    .select({
      tangible: users.totalTangibleSeconds,
      intangible: users.totalIntangibleSeconds,
      byCategory: users.secondsByCategory,
      startDate: users.startDate,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function hoursOf(t: TestApp, taskId: string): Promise<number | undefined> {
  const [row] = await t.ctx.db.select({ h: tasks.hoursLogged }).from(tasks).where(eq(tasks.id, taskId));
  return row?.h;
}
