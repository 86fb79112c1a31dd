import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type TimeEntry } from '@goodhours/domain';
import { timeEntries } from '../../db/schema/index.js';
import { errorOf, startTestApp, type TestApp } from '../../test/harness.js';
import { makeTeam } from '../../test/fixtures.js';
import { caller, entryBody, person, place, postEntry } from './test-fixtures.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeEach(async () => {
  t = await startTestApp();
  call = caller(t);
});
afterEach(async () => {
  await t.app.close();
});

/** Entries on chosen dates, written straight to the table. */
async function entriesOn(personId: string, projectId: string, dates: string[]) {
  await t.ctx.db
    .insert(timeEntries)
    .values(dates.map((dateOfWork) => ({ personId, projectId, dateOfWork, totalSeconds: 3600, notes: 'x' })));
}

describe('GET /api/TimeEntry/user/{id}/{from}/{to}', () => {
  it('gives a person their own entries in the range, both ends included, newest first', async () => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    await entriesOn(me.id, projectId, ['2026-11-07', '2026-11-08', '2026-11-11', '2026-11-14', '2026-11-15']);
    const res = await call(me.token, 'GET', `/api/TimeEntry/user/${me.id}/2026-11-08/2026-11-14`);
    expect(res.statusCode).toBe(200);
    const entries = res.json<TimeEntry[]>();
    expect(entries.map((e) => e.dateOfWork)).toEqual(['2026-11-14', '2026-11-11', '2026-11-08']);
    expect(entries[0]).toMatchObject({ projectName: 'Earthbag Village', hours: 1, minutes: 0, taskId: null, taskName: null });
  });

  it('refuses another volunteer, allows a viewer of profiles', async () => {
    const me = await person(t, 'Volunteer');
    const other = await person(t, 'Volunteer');
    const core = await person(t, 'Core Team');
    const { projectId } = await place(t);
    await postEntry(t, me.token, entryBody(me.id, projectId));
    const refused = await call(other.token, 'GET', `/api/TimeEntry/user/${me.id}/2026-11-15/2026-11-21`);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.noPermissionToViewTimeLog);
    const allowed = await call(core.token, 'GET', `/api/TimeEntry/user/${me.id}/2026-11-15/2026-11-21`);
    expect(allowed.json<TimeEntry[]>()).toHaveLength(1);
  });

  it('lets a team leader read her visible team members’ entries, not a teammate volunteer nor another team’s leader', async () => {
    const manager = await person(t, 'Manager');
    const member = await person(t, 'Volunteer');
    const teammate = await person(t, 'Volunteer');
    const hidden = await person(t, 'Volunteer');
    const otherManager = await person(t, 'Manager');
    await makeTeam(t, 'Earthbag Builders', [manager.id, member.id, teammate.id], [hidden.id]);
    await makeTeam(t, 'Outreach and Media', [otherManager.id]);
    const { projectId } = await place(t);
    await entriesOn(member.id, projectId, ['2026-11-16']);
    const week = (id: string) => `/api/TimeEntry/user/${id}/2026-11-15/2026-11-21`;
    const allowed = await call(manager.token, 'GET', week(member.id));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<TimeEntry[]>()).toHaveLength(1);
    expect((await call(manager.token, 'GET', `/api/TimeEntry/editHistory/${member.id}`)).statusCode).toBe(200);
    for (const [who, whose] of [
      [teammate, member],
      [otherManager, member],
      [manager, hidden],
    ] as const) {
      const refused = await call(who.token, 'GET', week(whose.id));
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(MESSAGES.noPermissionToViewTimeLog);
    }
    expect((await call(manager.token, 'GET', `/api/TimeEntry/user/${member.id}/2026-11-15/not-a-date`)).statusCode).toBe(422);
  });

  it('refuses a From date after the To date, a bad date and an unknown person', async () => {
    const me = await person(t, 'Volunteer');
    const admin = await person(t, 'Administrator');
    const backwards = await call(me.token, 'GET', `/api/TimeEntry/user/${me.id}/2026-11-21/2026-11-15`);
    expect(backwards.statusCode).toBe(422);
    expect(errorOf(backwards).message).toBe('Invalid Date Range: the From Date must be before the To Date');
    expect(errorOf(await call(me.token, 'GET', `/api/TimeEntry/user/${me.id}/2026-13-01/2026-12-01`)).message).toBe('Invalid date');
    const unknown = await call(admin.token, 'GET', '/api/TimeEntry/user/11111111-1111-4111-8111-111111111111/2026-11-15/2026-11-21');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a signed-out caller', async () => {
    const me = await person(t, 'Volunteer');
    expect((await call(null, 'GET', `/api/TimeEntry/user/${me.id}/2026-11-15/2026-11-21`)).statusCode).toBe(401);
  });
});

describe('POST /api/TimeEntry/users', () => {
  it('gives a leader the entries of several people in the range', async () => {
    const a = await person(t, 'Volunteer');
    const b = await person(t, 'Volunteer');
    const c = await person(t, 'Volunteer');
    const core = await person(t, 'Core Team');
    const { projectId } = await place(t);
    await entriesOn(a.id, projectId, ['2026-11-16', '2026-11-01']);
    await entriesOn(b.id, projectId, ['2026-11-17']);
    await entriesOn(c.id, projectId, ['2026-11-17']);
    const res = await call(core.token, 'POST', '/api/TimeEntry/users', {
      users: [a.id, b.id, a.id],
      fromDate: '2026-11-12',
      toDate: '2026-11-18',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TimeEntry[]>().map((e) => [e.personId, e.dateOfWork])).toEqual([
      [b.id, '2026-11-17'],
      [a.id, '2026-11-16'],
    ]);
  });

  it('refuses a volunteer and a manager without a viewing permission', async () => {
    const volunteer = await person(t, 'Volunteer');
    const manager = await person(t, 'Manager');
    const body = { users: [volunteer.id], fromDate: '2026-11-12', toDate: '2026-11-18' };
    expect((await call(volunteer.token, 'POST', '/api/TimeEntry/users', body)).statusCode).toBe(403);
    expect((await call(manager.token, 'POST', '/api/TimeEntry/users', body)).statusCode).toBe(403);
  });

  it('refuses bad input with clear messages', async () => {
    const core = await person(t, 'Core Team');
    const backwards = await call(core.token, 'POST', '/api/TimeEntry/users', {
      users: [core.id],
      fromDate: '2026-11-18',
      toDate: '2026-11-12',
    });
    expect(errorOf(backwards).message).toBe('Invalid Date Range: the From Date must be before the To Date');
    const none = await call(core.token, 'POST', '/api/TimeEntry/users', { users: [], fromDate: '2026-11-12', toDate: '2026-11-18' });
    expect(errorOf(none).message).toBe('Please choose at least one person.');
    const many = Array.from({ length: 501 }, () => core.id);
    const tooMany = await call(core.token, 'POST', '/api/TimeEntry/users', { users: many, fromDate: '2026-11-12', toDate: '2026-11-18' });
    expect(tooMany.statusCode).toBe(422);
    expect(errorOf(tooMany).message).toBe('Please choose at most 500 people at a time.');
  });
});
