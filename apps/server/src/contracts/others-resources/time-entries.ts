import { timeEntryContracts, timeOffContracts, type TimeEntry, type TimeEntryInput, type TimeOffRequest } from '@goodhours/domain';
import { makeTeam, place } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { callRoute, readAs, succeeded, type OthersResource, type Person } from './attempt.js';

/** A person's time: their entries and edit history, and their time-off requests. */

/** The harness clock stands at Wednesday 2026-11-18, 10:00 Pacific. */
const TODAY = '2026-11-18';
const NOTES =
  '<p>Framed the north wall and wrote up every step of it in <a href="https://docs.google.com/document/d/abc">the build doc</a></p>';

async function entryBody(t: TestApp, owner: Person): Promise<TimeEntryInput> {
  const { projectId } = await place(t, `Time of ${owner.id}`);
  return { personId: owner.id, dateOfWork: TODAY, hours: 1, minutes: 30, projectId, notes: NOTES, isTangible: true };
}

/** An entry the owner logged today (so they may still change it themself), with what they sent. */
async function loggedEntry(t: TestApp, owner: Person): Promise<{ entry: TimeEntry; body: TimeEntryInput }> {
  const body = await entryBody(t, owner);
  return { entry: succeeded<TimeEntry>(await callRoute(t, owner.token, timeEntryContracts.create, { body }), 'logging'), body };
}

const entriesOf = (t: TestApp, owner: Person) => () =>
  readAs(t, owner, timeEntryContracts.listOfPerson, { params: { id: owner.id, from: TODAY, to: TODAY } });

/** A time-off request the owner made for a week to come. */
async function requestedTimeOff(t: TestApp, owner: Person): Promise<TimeOffRequest> {
  const body = { requestFor: owner.id, startingDate: '2026-11-29', duration: 1, reason: 'Family visit' };
  return succeeded<TimeOffRequest>(await callRoute(t, owner.token, timeOffContracts.create, { body }), 'requesting time off');
}

const timeOffOf = (t: TestApp, owner: Person) => () => readAs(t, owner, timeOffContracts.list, { query: { userId: owner.id } });

export const timeEntryResources: OthersResource[] = [
  {
    // A volunteer does not read a teammate's time log (decision 023): the second person shares a team.
    route: timeEntryContracts.listOfPerson,
    refused: 403,
    build: async (t, owner, other) => {
      await makeTeam(t, `Log ${owner.id}`, [owner.id, other.id]);
      await loggedEntry(t, owner);
      return { params: { id: owner.id, from: TODAY, to: TODAY } };
    },
  },
  {
    route: timeEntryContracts.editHistory,
    refused: 403,
    build: async (t, owner, other) => {
      await makeTeam(t, `History ${owner.id}`, [owner.id, other.id]);
      const { entry, body } = await loggedEntry(t, owner);
      // A same-day change of one's own time is recorded in the history.
      const changed = { params: { id: entry.id }, body: { ...body, hours: 2 } };
      succeeded(await callRoute(t, owner.token, timeEntryContracts.update, changed), 'editing');
      return { params: { userId: owner.id } };
    },
  },
  {
    route: timeEntryContracts.create,
    refused: 403,
    build: async (t, owner) => ({ body: await entryBody(t, owner), readBack: entriesOf(t, owner) }),
  },
  {
    route: timeEntryContracts.update,
    refused: 403,
    build: async (t, owner) => {
      const { entry, body } = await loggedEntry(t, owner);
      return { params: { id: entry.id }, body: { ...body, hours: 7 }, readBack: entriesOf(t, owner) };
    },
  },
  {
    route: timeEntryContracts.setTangible,
    refused: 403,
    build: async (t, owner) => {
      const { entry } = await loggedEntry(t, owner);
      return { params: { id: entry.id }, body: { isTangible: false }, readBack: entriesOf(t, owner) };
    },
  },
  {
    route: timeEntryContracts.remove,
    refused: 403,
    build: async (t, owner) => {
      const { entry } = await loggedEntry(t, owner);
      return { params: { id: entry.id }, readBack: entriesOf(t, owner) };
    },
  },
  {
    route: timeOffContracts.list,
    refused: 403,
    build: async (t, owner) => {
      await requestedTimeOff(t, owner);
      return { query: { userId: owner.id } };
    },
  },
  {
    route: timeOffContracts.create,
    refused: 403,
    build: async (t, owner) => ({
      body: { requestFor: owner.id, startingDate: '2026-12-06', duration: 2, reason: 'Taken for them' },
      readBack: timeOffOf(t, owner),
    }),
  },
  {
    route: timeOffContracts.update,
    refused: 403,
    build: async (t, owner) => {
      const request = await requestedTimeOff(t, owner);
      return { params: { id: request.id }, body: { reason: 'Changed by someone else' }, readBack: timeOffOf(t, owner) };
    },
  },
  {
    route: timeOffContracts.remove,
    refused: 403,
    build: async (t, owner) => {
      const request = await requestedTimeOff(t, owner);
      return { params: { id: request.id }, readBack: timeOffOf(t, owner) };
    },
  },
];
