import { describe, expect } from 'vitest';
import { MESSAGES, type TimeEntry, timeEntryContracts } from '@goodhours/domain';
import { timeEntries } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf } from '../../test/harness.js';
import { makeTeam } from '../../test/fixtures.js';
import { entryBody, person, place, postEntry } from './test-fixtures.js';

const it = test
  /** Entries on chosen dates, written straight to the table. */
  .extend('entriesOn', ({ t }) => async (personId: string, projectId: string, dates: string[]) => {
    await t.ctx.db
      .insert(timeEntries)
      .values(dates.map((dateOfWork) => ({ personId, projectId, dateOfWork, totalSeconds: 3600, notes: 'x' })));
  });

describe('GET /api/TimeEntry/user/{id}/{from}/{to}', () => {
  it('gives a person their own entries in the range, both ends included, newest first', async ({ t, entriesOn }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    await entriesOn(me.id, projectId, ['2026-11-07', '2026-11-08', '2026-11-11', '2026-11-14', '2026-11-15']);
    const res = await api(t, me.token).call(timeEntryContracts.listOfPerson, {
      params: { id: me.id, from: '2026-11-08', to: '2026-11-14' },
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json<TimeEntry[]>();
    expect(entries.map((e) => e.dateOfWork)).toEqual(['2026-11-14', '2026-11-11', '2026-11-08']);
    expect(entries[0]).toMatchObject({ projectName: 'Earthbag Village', hours: 1, minutes: 0, taskId: null, taskName: null });
  });

  it('refuses another volunteer, allows a viewer of profiles', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const other = await person(t, 'Volunteer');
    const core = await person(t, 'Core Team');
    const { projectId } = await place(t);
    await postEntry(t, me.token, entryBody(me.id, projectId));
    const refused = await api(t, other.token).call(timeEntryContracts.listOfPerson, {
      params: { id: me.id, from: '2026-11-15', to: '2026-11-21' },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.noPermissionToViewTimeLog);
    const allowed = await api(t, core.token).call(timeEntryContracts.listOfPerson, {
      params: { id: me.id, from: '2026-11-15', to: '2026-11-21' },
    });
    expect(allowed.json<TimeEntry[]>()).toHaveLength(1);
  });

  it('lets a team leader read her visible team members’ entries, not a teammate volunteer nor another team’s leader', async ({
    t,
    entriesOn,
  }) => {
    const manager = await person(t, 'Manager');
    const member = await person(t, 'Volunteer');
    const teammate = await person(t, 'Volunteer');
    const hidden = await person(t, 'Volunteer');
    const otherManager = await person(t, 'Manager');
    await makeTeam(t, 'Earthbag Builders', [manager.id, member.id, teammate.id], [hidden.id]);
    await makeTeam(t, 'Outreach and Media', [otherManager.id]);
    const { projectId } = await place(t);
    await entriesOn(member.id, projectId, ['2026-11-16']);
    const week = (token: string, id: string) =>
      api(t, token).call(timeEntryContracts.listOfPerson, { params: { id, from: '2026-11-15', to: '2026-11-21' } });
    const allowed = await week(manager.token, member.id);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<TimeEntry[]>()).toHaveLength(1);
    expect((await api(t, manager.token).call(timeEntryContracts.editHistory, { params: { userId: member.id } })).statusCode).toBe(200);
    for (const [who, whose] of [
      [teammate, member],
      [otherManager, member],
      [manager, hidden],
    ] as const) {
      const refused = await week(who.token, whose.id);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(MESSAGES.noPermissionToViewTimeLog);
    }
    expect(
      (
        await api(t, manager.token).call(timeEntryContracts.listOfPerson, {
          params: { id: member.id, from: '2026-11-15', to: 'not-a-date' },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('refuses a From date after the To date, a bad date and an unknown person', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const admin = await person(t, 'Administrator');
    const backwards = await api(t, me.token).call(timeEntryContracts.listOfPerson, {
      params: { id: me.id, from: '2026-11-21', to: '2026-11-15' },
    });
    expect(backwards.statusCode).toBe(422);
    expect(errorOf(backwards).message).toBe('Invalid Date Range: the From Date must be before the To Date');
    expect(
      errorOf(await api(t, me.token).call(timeEntryContracts.listOfPerson, { params: { id: me.id, from: '2026-13-01', to: '2026-12-01' } }))
        .message,
    ).toBe('Invalid date');
    const unknown = await api(t, admin.token).call(timeEntryContracts.listOfPerson, {
      params: { id: '11111111-1111-4111-8111-111111111111', from: '2026-11-15', to: '2026-11-21' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a signed-out caller', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    expect(
      (await api(t).call(timeEntryContracts.listOfPerson, { params: { id: me.id, from: '2026-11-15', to: '2026-11-21' } })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/TimeEntry/users', () => {
  it('gives a leader the entries of several people in the range', async ({ t, entriesOn }) => {
    const a = await person(t, 'Volunteer');
    const b = await person(t, 'Volunteer');
    const c = await person(t, 'Volunteer');
    const core = await person(t, 'Core Team');
    const { projectId } = await place(t);
    await entriesOn(a.id, projectId, ['2026-11-16', '2026-11-01']);
    await entriesOn(b.id, projectId, ['2026-11-17']);
    await entriesOn(c.id, projectId, ['2026-11-17']);
    const res = await api(t, core.token).call(timeEntryContracts.listOfPeople, {
      body: {
        users: [a.id, b.id, a.id],
        fromDate: '2026-11-12',
        toDate: '2026-11-18',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TimeEntry[]>().map((e) => [e.personId, e.dateOfWork])).toEqual([
      [b.id, '2026-11-17'],
      [a.id, '2026-11-16'],
    ]);
  });

  it('refuses a volunteer and a manager without a viewing permission', async ({ t }) => {
    const volunteer = await person(t, 'Volunteer');
    const manager = await person(t, 'Manager');
    const body = { users: [volunteer.id], fromDate: '2026-11-12', toDate: '2026-11-18' };
    expect((await api(t, volunteer.token).call(timeEntryContracts.listOfPeople, { body: body })).statusCode).toBe(403);
    expect((await api(t, manager.token).call(timeEntryContracts.listOfPeople, { body: body })).statusCode).toBe(403);
  });

  it('refuses bad input with clear messages', async ({ t }) => {
    const core = await person(t, 'Core Team');
    const backwards = await api(t, core.token).call(timeEntryContracts.listOfPeople, {
      body: {
        users: [core.id],
        fromDate: '2026-11-18',
        toDate: '2026-11-12',
      },
    });
    expect(errorOf(backwards).message).toBe('Invalid Date Range: the From Date must be before the To Date');
    const none = await api(t, core.token).call(timeEntryContracts.listOfPeople, {
      body: { users: [], fromDate: '2026-11-12', toDate: '2026-11-18' },
    });
    expect(errorOf(none).message).toBe('Please choose at least one person.');
    const many = Array.from({ length: 501 }, () => core.id);
    const tooMany = await api(t, core.token).call(timeEntryContracts.listOfPeople, {
      body: { users: many, fromDate: '2026-11-12', toDate: '2026-11-18' },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(errorOf(tooMany).message).toBe('Please choose at most 500 people at a time.');
  });
});
