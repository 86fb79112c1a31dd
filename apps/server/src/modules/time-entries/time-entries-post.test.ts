import { describe, expect } from 'vitest';
import { timeEntryContracts, type TimeEntry } from '@goodhours/domain';
import { api, it } from '../../test/api.js';
import { errorOf } from '../../test/harness.js';
import { entryBody, person, place, postEntry, TODAY, totalsOf } from './test-fixtures.js';

describe('POST /api/TimeEntry', () => {
  it('logs a volunteer’s own entry with names, hours and minutes, and sanitised notes', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId, wbsId, taskId } = await place(t);
    const notes = `<p onclick="x()">Framed the wall today and wrote it all up for review at https://github.com/org/repo/pull/12 ok</p><script>alert(1)</script>`;
    const res = await api(t, me.token).call(timeEntryContracts.create, {
      body: entryBody(me.id, projectId, { taskId, notes, hours: 2, minutes: 15 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<TimeEntry>()).toMatchObject({
      personId: me.id,
      dateOfWork: TODAY,
      projectName: 'Earthbag Village',
      wbsId,
      wbsName: 'Walls',
      taskNum: '1',
      taskName: 'Frame the north wall',
      hours: 2,
      minutes: 15,
      totalSeconds: 8100,
      isTangible: true,
      entryType: 'default',
      notes: '<p>Framed the wall today and wrote it all up for review at https://github.com/org/repo/pull/12 ok</p>',
    });
  });

  it('refuses the form’s bad input with the spec’s messages', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const cases: [object, string, string][] = [
      [{ hours: 0, minutes: 0 }, 'hours', 'Time should be greater than 0 minutes'],
      [{ hours: 41 }, 'hours', 'Hours must be a whole number from 0 to 40.'],
      [{ minutes: 60 }, 'minutes', 'Minutes must be a whole number from 0 to 59.'],
      [{ dateOfWork: '' }, 'dateOfWork', 'Date is required'],
      [{ projectId: '' }, 'projectId', 'Project/Task is required'],
      [
        { notes: '<p>Too short https://a.org/x</p>' },
        'notes',
        'Please write a more detailed description of your work completed, write at least 1-2 sentences.',
      ],
      [{ notes: '<p>one two three four five six seven eight nine ten eleven</p>' }, 'notes', 'Description and reference link are required'],
      [
        { notes: '<p>one two three four five six seven eight nine ten https://www.dropbox.com/home/plan.pdf</p>' },
        'notes',
        'Please use a valid Dropbox share link (made with Share or Copy link, like https://www.dropbox.com/scl/fi/...).',
      ],
      [
        { notes: '<p>one two three four five six seven eight nine ten <img src="https://a.org/p.png"> https://a.org/x</p>' },
        'notes',
        'Pictures are not allowed here!',
      ],
    ];
    for (const [changes, field, message] of cases) {
      const res = await api(t, me.token).raw(timeEntryContracts.create, { body: { ...entryBody(me.id, projectId), ...changes } });
      expect(res.statusCode, JSON.stringify(changes)).toBe(422);
      expect(errorOf(res).fields?.[field]).toBe(message);
    }
    expect((await totalsOf(t, me.id))?.tangible).toBe(0);
  });

  it('refuses a link that only survives in a tag the sanitiser drops', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const notes = '<p>one two three four five six seven eight nine ten eleven <img href="https://docs.google.com/x"></p>';
    const res = await api(t, me.token).call(timeEntryContracts.create, { body: entryBody(me.id, projectId, { notes }) });
    expect(res.statusCode).toBe(422);
  });

  it('refuses a task of another project and an unknown project', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const a = await place(t, 'Earthbag Village');
    const b = await place(t, 'Aquaponics', 'Food');
    const wrong = await api(t, me.token).call(timeEntryContracts.create, { body: entryBody(me.id, a.projectId, { taskId: b.taskId }) });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).message).toBe('This task does not belong to the chosen project.');
    const gone = await api(t, me.token).call(timeEntryContracts.create, { body: entryBody(me.id, '11111111-1111-4111-8111-111111111111') });
    expect(errorOf(gone).fields?.projectId).toBe('This project does not exist.');
  });

  it('dates one’s own entry today only, and nobody’s after today', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const yesterday = await api(t, me.token).call(timeEntryContracts.create, {
      body: entryBody(me.id, projectId, { dateOfWork: '2026-11-17' }),
    });
    expect(yesterday.statusCode).toBe(422);
    expect(errorOf(yesterday).message).toBe('Invalid date. Please refresh the page.');
    const admin = await person(t, 'Administrator');
    const tomorrow = await api(t, admin.token).call(timeEntryContracts.create, {
      body: entryBody(me.id, projectId, { dateOfWork: '2026-11-19' }),
    });
    expect(errorOf(tomorrow).fields?.dateOfWork).toBe('Time cannot be logged for a date after today (Pacific time).');
    const earlier = await api(t, admin.token).call(timeEntryContracts.create, {
      body: entryBody(me.id, projectId, { dateOfWork: '2026-10-01' }),
    });
    expect(earlier.statusCode).toBe(201);
  });

  it('refuses a date of work outside the years 1900-2199, posted or edited, and changes nothing', async ({ t }) => {
    const admin = await person(t, 'Administrator');
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const entry = await postEntry(t, admin.token, entryBody(me.id, projectId, { dateOfWork: '2026-10-01' }));
    for (const dateOfWork of ['0000-01-01', '9999-12-31']) {
      const posted = await api(t, admin.token).call(timeEntryContracts.create, { body: entryBody(me.id, projectId, { dateOfWork }) });
      expect(posted.statusCode, dateOfWork).toBe(422);
      expect(errorOf(posted).fields?.dateOfWork).toBe('Invalid date');
      const edited = await api(t, admin.token).call(timeEntryContracts.update, {
        params: { id: entry.id },
        body: entryBody(me.id, projectId, { dateOfWork }),
      });
      expect(edited.statusCode, dateOfWork).toBe(422);
      expect(errorOf(edited).fields?.dateOfWork).toBe('Invalid date');
    }
    const list = await api(t, admin.token).call(timeEntryContracts.listOfPerson, {
      params: { id: me.id, from: '1900-01-01', to: '2199-12-31' },
    });
    expect(list.json<TimeEntry[]>()).toEqual([entry]);
    expect((await totalsOf(t, me.id))?.tangible).toBe(5400);
    const range = await api(t, admin.token).call(timeEntryContracts.listOfPerson, {
      params: { id: me.id, from: '0000-01-01', to: '9999-12-31' },
    });
    expect(range.statusCode).toBe(422);
  });

  it('takes today from the Pacific clock, not UTC', async ({ t }) => {
    t.clock.set('2026-11-19T05:00:00Z'); // still the 18th, 21:00 in Los Angeles
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    expect((await api(t, me.token).call(timeEntryContracts.create, { body: entryBody(me.id, projectId) })).statusCode).toBe(201);
    const utcDate = await api(t, me.token).call(timeEntryContracts.create, {
      body: entryBody(me.id, projectId, { dateOfWork: '2026-11-19' }),
    });
    expect(utcDate.statusCode).toBe(422);
  });

  it('refuses logging for someone else without postTimeEntry', async ({ t }) => {
    const me = await person(t, 'Manager');
    const other = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const res = await api(t, me.token).call(timeEntryContracts.create, { body: entryBody(other.id, projectId) });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('You do not have permission to log time for someone else.');
  });

  it('lets a postTimeEntry holder log for a volunteer, but not for an Owner without addDeleteEditOwners', async ({ t }) => {
    const admin = await person(t, 'Administrator');
    const volunteer = await person(t, 'Volunteer');
    const owner = await person(t, 'Owner');
    const { projectId } = await place(t);
    expect((await api(t, admin.token).call(timeEntryContracts.create, { body: entryBody(volunteer.id, projectId) })).statusCode).toBe(201);
    const res = await api(t, admin.token).call(timeEntryContracts.create, { body: entryBody(owner.id, projectId) });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Only the person themself or an Owner may change the time entries of this account.');
  });

  it('refuses a signed-out caller', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    expect((await api(t).call(timeEntryContracts.create, { body: entryBody(me.id, projectId) })).statusCode).toBe(401);
  });

  it('sets the start date from the first entry only when none was set', async ({ t }) => {
    const fresh = await person(t, 'Volunteer');
    const dated = await person(t, 'Volunteer', [], { startDate: '2026-01-05' });
    const { projectId } = await place(t);
    await postEntry(t, fresh.token, entryBody(fresh.id, projectId));
    await postEntry(t, dated.token, entryBody(dated.id, projectId));
    expect((await totalsOf(t, fresh.id))?.startDate).toBe(TODAY);
    expect((await totalsOf(t, dated.id))?.startDate).toBe('2026-01-05');
  });
});

describe('submitting the same entry twice (idempotency key)', () => {
  it('answers the existing entry with 200 and counts the time once', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const body = entryBody(me.id, projectId, { idempotencyKey: 'timer-stop-7f3a9c' });
    const first = await api(t, me.token).call(timeEntryContracts.create, { body: body });
    const again = await api(t, me.token).call(timeEntryContracts.create, { body: body });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<TimeEntry>().id).toBe(first.json<TimeEntry>().id);
    expect((await totalsOf(t, me.id))?.tangible).toBe(5400);
  });

  it('creates one entry when the same submit arrives twice at once', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const body = entryBody(me.id, projectId, { idempotencyKey: 'timer-stop-race-1' });
    const [a, b] = await Promise.all([
      api(t, me.token).call(timeEntryContracts.create, { body: body }),
      api(t, me.token).call(timeEntryContracts.create, { body: body }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect((await totalsOf(t, me.id))?.tangible).toBe(5400);
  });

  it('refuses a key already used by another person', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const other = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    await postEntry(t, me.token, entryBody(me.id, projectId, { idempotencyKey: 'shared-key-123' }));
    const res = await api(t, other.token).call(timeEntryContracts.create, {
      body: entryBody(other.id, projectId, { idempotencyKey: 'shared-key-123' }),
    });
    expect(res.statusCode).toBe(409);
    expect((await totalsOf(t, other.id))?.tangible).toBe(0);
  });
});
