import { timeEntryContracts, type TimeEntry, type TimeEntryInput } from '@goodhours/domain';
import { api } from '../../test/api.js';
import type { TestApp } from '../../test/harness.js';

export { person, place } from '../../test/fixtures.js';

/** Helpers for the reports' tests (test-only; imported by *.test.ts files). */

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
  const res = await api(t, token).call(timeEntryContracts.create, { body: body });
  if (res.statusCode !== 201) throw new Error(`time entry post failed: ${res.body}`);
  return res.json<TimeEntry>();
}
