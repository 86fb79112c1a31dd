import { type TimeEntry, type TimeEntryInput, timeEntryContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { tasks, users } from '../../db/schema/index.js';
import { api } from '../../test/api.js';
import type { TestApp } from '../../test/harness.js';

export { person, place } from '../../test/fixtures.js';

/** Helpers for the time-entry tests (test-only; imported by *.test.ts files). */
export const NOTES =
  '<p>Built the frame of the north wall and wrote up every step in <a href="https://docs.google.com/document/d/abc">the build doc</a></p>';
/** 2026-11-18 is a Wednesday; the test clock starts at 10:00 Pacific that day. */
export const TODAY = '2026-11-18';

export function entryBody(personId: string, projectId: string, changes: Partial<TimeEntryInput> = {}): TimeEntryInput {
  return { personId, dateOfWork: TODAY, hours: 1, minutes: 30, projectId, notes: NOTES, isTangible: true, ...changes };
}

export async function postEntry(t: TestApp, token: string, body: TimeEntryInput): Promise<TimeEntry> {
  const res = await api(t, token).call(timeEntryContracts.create, { body });
  if (res.statusCode !== 201) throw new Error(`time entry post failed: ${res.body}`);
  return res.json<TimeEntry>();
}

/** The person's running totals and a task's own hours, straight from the tables. */
export async function totalsOf(t: TestApp, userId: string) {
  const [row] = await t.ctx.db
    .select({
      tangible: users.totalTangibleSeconds,
      intangible: users.totalIntangibleSeconds,
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
