import type { TimeEntry, TimeEntryInput } from '@goodhours/domain';
import { auth, type TestApp } from '../../test/harness.js';

export { person, place } from '../../test/fixtures.js';

/** Helpers for the reports' tests (test-only; imported by *.test.ts files). */

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
