import { describe, expect } from 'vitest';
import { timeEntryContracts, type TimeEntryUpdateResult } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { infringements, mailOutbox, timeEntryEdits } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf } from '../../test/harness.js';
import { entryBody, NOTES, person, place, postEntry, TODAY, totalsOf } from './test-fixtures.js';

const it = test.extend(
  'nextDay',
  ({ t }) =>
    () =>
      t.clock.set('2026-11-19T18:00:00Z'),
);

describe('PUT /api/TimeEntry/{id}', () => {
  it('lets a volunteer edit their own entry on the Pacific day it was made', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    const notes = `${NOTES}<p>and checked the level twice</p>`;
    const res = await api(t, me.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { notes }),
    });
    expect(res.statusCode).toBe(200);
    const result = res.json<TimeEntryUpdateResult>();
    expect(result).toMatchObject({ timeEditRecorded: false, blueSquareAdded: false });
    expect(result.entry.notes).toContain('<p>and checked the level twice</p>');
  });

  it('refuses the same edit the next day, and another volunteer’s edit any day', async ({ t, nextDay }) => {
    const me = await person(t, 'Volunteer');
    const other = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    const byOther = await api(t, other.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { hours: 3 }),
    });
    expect(byOther.statusCode).toBe(403);
    expect(errorOf(byOther).message).toBe('You do not have permission to edit this time entry.');
    nextDay();
    const late = await api(t, me.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { hours: 3 }),
    });
    expect(late.statusCode).toBe(403);
    expect((await totalsOf(t, me.id))?.tangible).toBe(5400);
  });

  it('refuses a change to a field the caller may not edit, naming it', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const editor = await person(t, 'Manager', ['editTimeEntryTime']);
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    const res = await api(t, editor.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { hours: 2, dateOfWork: '2026-11-16' }),
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('You do not have permission to change the date of this time entry.');
    expect(errorOf(res).fields).toEqual({ date: 'You do not have permission to change the date of this time entry.' });
    const ok = await api(t, editor.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { hours: 2 }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<TimeEntryUpdateResult>()).toMatchObject({ entry: { hours: 2, minutes: 30 }, timeEditRecorded: false });
  });

  it('lets a date editor move an entry to an earlier day but not into the future', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const admin = await person(t, 'Administrator');
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    const future = await api(t, admin.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { dateOfWork: '2026-11-20' }),
    });
    expect(future.statusCode).toBe(422);
    const earlier = await api(t, admin.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { dateOfWork: '2026-11-01' }),
    });
    expect(earlier.json<TimeEntryUpdateResult>().entry.dateOfWork).toBe('2026-11-01');
  });

  it('answers an unchanged entry as it is and records nothing', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    // The stored notes come back sanitised (links gain rel=...); sending them back is no change.
    const res = await api(t, me.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { notes: entry.notes }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TimeEntryUpdateResult>()).toMatchObject({ entry: { id: entry.id }, timeEditRecorded: false });
    expect(await t.ctx.db.select().from(timeEntryEdits)).toHaveLength(0);
  });

  it('refuses bad input and a move to another person', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const other = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    const bad = await api(t, me.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { minutes: 75 }),
    });
    expect(bad.statusCode).toBe(422);
    const moved = await api(t, me.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(other.id, projectId),
    });
    expect(errorOf(moved).message).toBe('A time entry cannot be moved to another person.');
    const missing = await api(t, me.token).call(timeEntryContracts.update, {
      params: { id: '11111111-1111-4111-8111-111111111111' },
      body: entryBody(me.id, projectId),
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await api(t, me.token).call(timeEntryContracts.update, { params: { id: 'not-an-id' }, body: entryBody(me.id, projectId) }))
        .statusCode,
    ).toBe(422);
  });
});

describe('the edit limit', () => {
  it('records same-day self edits of time and adds a blue square from the 5th in a year', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    const results: TimeEntryUpdateResult[] = [];
    for (let minutes = 1; minutes <= 6; minutes++) {
      const res = await api(t, me.token).call(timeEntryContracts.update, {
        params: { id: entry.id },
        body: entryBody(me.id, projectId, { minutes }),
      });
      results.push(res.json<TimeEntryUpdateResult>());
    }
    expect(results.map((r) => [r.editsInLastYear, r.blueSquareAdded])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, true],
      [6, true],
    ]);
    const squares = await t.ctx.db.select().from(infringements).where(eq(infringements.userId, me.id));
    expect(squares).toHaveLength(2);
    expect(squares[0]).toMatchObject({ date: TODAY });
    expect(squares[0]?.description).toContain('exceeding the limit of 4 time-entry edits per year');
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, me.email))).toHaveLength(2);

    const history = await api(t, me.token).call(timeEntryContracts.editHistory, { params: { userId: me.id } });
    expect(history.json()).toMatchObject({ editsInLastYear: 6 });
  });

  it('forgets edits older than 365 days', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    const old = new Date('2025-11-17T18:00:00Z');
    await t.ctx.db
      .insert(timeEntryEdits)
      .values(Array.from({ length: 4 }, () => ({ userId: me.id, initialSeconds: 60, finalSeconds: 120, editedAt: old })));
    const res = await api(t, me.token).call(timeEntryContracts.update, {
      params: { id: entry.id },
      body: entryBody(me.id, projectId, { minutes: 10 }),
    });
    expect(res.json<TimeEntryUpdateResult>()).toMatchObject({ timeEditRecorded: true, editsInLastYear: 1, blueSquareAdded: false });
  });

  it('does not record edits by a holder of editTimeEntryTime, nor notes-only edits', async ({ t }) => {
    const me = await person(t, 'Volunteer', ['editTimeEntryTime']);
    const other = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const mine = await postEntry(t, me.token, entryBody(me.id, projectId));
    await api(t, me.token).call(timeEntryContracts.update, { params: { id: mine.id }, body: entryBody(me.id, projectId, { minutes: 5 }) });
    const theirs = await postEntry(t, other.token, entryBody(other.id, projectId));
    await api(t, other.token).call(timeEntryContracts.update, {
      params: { id: theirs.id },
      body: entryBody(other.id, projectId, { notes: `${NOTES} again` }),
    });
    expect(await t.ctx.db.select().from(timeEntryEdits)).toHaveLength(0);
  });

  it('shows the history only to the person and to viewers of profiles', async ({ t }) => {
    const me = await person(t, 'Volunteer');
    const other = await person(t, 'Volunteer');
    const core = await person(t, 'Core Team');
    expect((await api(t, other.token).call(timeEntryContracts.editHistory, { params: { userId: me.id } })).statusCode).toBe(403);
    expect((await api(t, core.token).call(timeEntryContracts.editHistory, { params: { userId: me.id } })).json()).toEqual({
      editsInLastYear: 0,
      edits: [],
    });
  });
});

describe('PATCH /api/TimeEntry/{id}/tangible', () => {
  it('lets the owner toggle on the creation day, refuses the next day and others', async ({ t, nextDay }) => {
    const me = await person(t, 'Volunteer');
    const other = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    const byOther = await api(t, other.token).call(timeEntryContracts.setTangible, {
      params: { id: entry.id },
      body: { isTangible: false },
    });
    expect(byOther.statusCode).toBe(403);
    expect(errorOf(byOther).message).toBe('You do not have permission to change whether this time entry is tangible.');
    nextDay();
    expect(
      (await api(t, me.token).call(timeEntryContracts.setTangible, { params: { id: entry.id }, body: { isTangible: false } })).statusCode,
    ).toBe(403);
    const admin = await person(t, 'Administrator');
    expect(
      (await api(t, admin.token).call(timeEntryContracts.setTangible, { params: { id: entry.id }, body: { isTangible: false } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a missing flag and a volunteer who lost toggleTangibleTime', async ({ t }) => {
    const me = await person(t, 'Volunteer', [], { removedDefaultPermissions: ['toggleTangibleTime'] });
    const { projectId } = await place(t);
    const entry = await postEntry(t, me.token, entryBody(me.id, projectId));
    expect((await api(t, me.token).raw(timeEntryContracts.setTangible, { params: { id: entry.id }, body: {} })).statusCode).toBe(422);
    expect(
      (await api(t, me.token).call(timeEntryContracts.setTangible, { params: { id: entry.id }, body: { isTangible: false } })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/TimeEntry/{id}', () => {
  it('lets the owner delete on the creation day, refuses later and refuses others', async ({ t, nextDay }) => {
    const me = await person(t, 'Volunteer');
    const other = await person(t, 'Volunteer');
    const { projectId } = await place(t);
    const today = await postEntry(t, me.token, entryBody(me.id, projectId));
    const kept = await postEntry(t, me.token, entryBody(me.id, projectId));
    const byOther = await api(t, other.token).call(timeEntryContracts.remove, { params: { id: today.id } });
    expect(byOther.statusCode).toBe(403);
    expect(errorOf(byOther).message).toBe('You do not have permission to delete this time entry.');
    expect((await api(t, me.token).call(timeEntryContracts.remove, { params: { id: today.id } })).statusCode).toBe(204);
    nextDay();
    expect((await api(t, me.token).call(timeEntryContracts.remove, { params: { id: kept.id } })).statusCode).toBe(403);
    const admin = await person(t, 'Administrator');
    expect((await api(t, admin.token).call(timeEntryContracts.remove, { params: { id: kept.id } })).statusCode).toBe(204);
    expect((await api(t, admin.token).call(timeEntryContracts.remove, { params: { id: kept.id } })).statusCode).toBe(404);
  });

  it('protects an Owner’s entries from an Administrator', async ({ t }) => {
    const owner = await person(t, 'Owner');
    const admin = await person(t, 'Administrator');
    const { projectId } = await place(t);
    const entry = await postEntry(t, owner.token, entryBody(owner.id, projectId));
    const res = await api(t, admin.token).call(timeEntryContracts.remove, { params: { id: entry.id } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Only the person themself or an Owner may change the time entries of this account.');
  });
});
