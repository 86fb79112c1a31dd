import { describe, expect } from 'vitest';
import { MESSAGES, TIME_OFF_MESSAGES, type TimeOffRequest, type TimeOffRequestsByUser, timeOffContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';

// The harness clock stands at Wednesday 2026-11-18 10:00 Pacific: this week is 2026-11-15 to 2026-11-21.
const reason = 'Family visit';

const it = test
  // Bodies go unchecked: some tests send what the contract refuses.
  .extend(
    'set',
    ({ t }) =>
      (token: string, body: object) =>
        api(t, token).raw(timeOffContracts.create, { body }),
  )
  .extend(
    'update',
    ({ t }) =>
      (token: string, id: string, body: object) =>
        api(t, token).raw(timeOffContracts.update, { params: { id }, body }),
  )
  .extend(
    'remove',
    ({ t }) =>
      (token: string, id: string) =>
        api(t, token).call(timeOffContracts.remove, { params: { id } }),
  )
  .extend(
    'list',
    ({ t }) =>
      (token: string, query: { userId?: string } = {}) =>
        api(t, token).call(timeOffContracts.list, { query }),
  )
  .extend(
    'request',
    ({ set }) =>
      async (token: string, requestFor: string, startingDate: string, duration = 1): Promise<TimeOffRequest> => {
        const res = await set(token, { requestFor, startingDate, duration, reason });
        if (res.statusCode !== 201) throw new Error(`time off not created: ${res.body}`);
        return res.json<TimeOffRequest>();
      },
  )
  /** A volunteer who also holds manageTimeOffRequests as their own extra permission. */
  .extend('timeOffManager', ({ t }) => async () => {
    const user = await createUser(t, 'Volunteer', { frontPermissions: ['manageTimeOffRequests'] });
    return { ...user, token: await login(t, user.email) };
  });

describe('GET /api/getTimeOffRequests', () => {
  it('gives holders of manageTimeOffRequests, and Administrators, everyone’s requests grouped by person', async ({
    t,
    list,
    request,
    timeOffManager,
  }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    const mine = await request(vera.token, vera.id, '2026-11-25');
    const his = await request(walt.token, walt.id, '2026-12-02', 2);
    for (const reader of [await timeOffManager(), await signedIn(t, 'Administrator')]) {
      const res = await list(reader.token);
      expect(res.statusCode).toBe(200);
      expect(res.json<TimeOffRequestsByUser>()).toEqual({ [vera.id]: [mine], [walt.id]: [his] });
    }
    const admin = await signedIn(t, 'Administrator');
    expect((await list(admin.token, { userId: walt.id })).json()).toEqual({ [walt.id]: [his] });
  });

  it('gives anyone else only their own, and refuses asking for another person or without sign-in', async ({ t, list, request }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    const mine = await request(vera.token, vera.id, '2026-11-25');
    await request(walt.token, walt.id, '2026-12-02');
    expect((await list(vera.token)).json()).toEqual({ [vera.id]: [mine] });
    expect((await list(vera.token, { userId: vera.id })).json()).toEqual({ [vera.id]: [mine] });
    const other = await list(vera.token, { userId: walt.id });
    expect(other.statusCode).toBe(403);
    expect((await api(t).call(timeOffContracts.list)).statusCode).toBe(401);
  });

  it('answers 422 for a user id that is not one', async ({ t, list }) => {
    const admin = await signedIn(t, 'Administrator');
    const res = await list(admin.token, { userId: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields?.userId).toBe(TIME_OFF_MESSAGES.requestForInvalid);
  });
});

describe('POST /api/setTimeOffRequest', () => {
  it('snaps a request to whole Sunday-to-Saturday weeks', async ({ t, set }) => {
    const vera = await signedIn(t, 'Volunteer');
    const res = await set(vera.token, { requestFor: vera.id, startingDate: '2026-11-25', duration: 2, reason: '  Trip  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      requestFor: vera.id,
      startingDate: '2026-11-22',
      endingDate: '2026-12-05',
      duration: 2,
      reason: 'Trip',
      createdDate: '2026-11-18T18:00:00.000Z',
    });
  });

  it('accepts the current week but refuses a week that has passed', async ({ t, set }) => {
    const vera = await signedIn(t, 'Volunteer');
    const current = await set(vera.token, { requestFor: vera.id, startingDate: '2026-11-20', duration: 1, reason });
    expect(current.json()).toMatchObject({ startingDate: '2026-11-15', endingDate: '2026-11-21' });
    const past = await set(vera.token, { requestFor: vera.id, startingDate: '2026-11-14', duration: 1, reason });
    expect(past.statusCode).toBe(422);
    expect(errorOf(past).fields?.startingDate).toBe(TIME_OFF_MESSAGES.startInPastWeek);
  });

  it('reads "this week" in Pacific time across the spring daylight-saving change', async ({ t, set }) => {
    const vera = await signedIn(t, 'Volunteer');
    const payload = { requestFor: vera.id, startingDate: '2026-03-07', duration: 1, reason };
    t.clock.set('2026-03-08T07:59:00Z'); // Saturday 23:59 PST: the week of 2026-03-01 is still current
    expect((await set(vera.token, payload)).json()).toMatchObject({ startingDate: '2026-03-01', endingDate: '2026-03-07' });
    t.clock.set('2026-03-08T08:00:00Z'); // Sunday 00:00 Pacific: that week has passed
    expect((await set(vera.token, payload)).statusCode).toBe(422);
    const next = await set(vera.token, { ...payload, startingDate: '2026-03-08' });
    expect(next.json()).toMatchObject({ startingDate: '2026-03-08', endingDate: '2026-03-14' });
  });

  it('refuses overlapping requests of the same person with 409, but not back-to-back ones', async ({ t, set, request }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    await request(vera.token, vera.id, '2026-11-22', 2);
    const clash = await set(vera.token, { requestFor: vera.id, startingDate: '2026-12-04', duration: 1, reason });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(TIME_OFF_MESSAGES.overlaps('2026-11-22', '2026-12-05'));
    expect((await set(vera.token, { requestFor: vera.id, startingDate: '2026-12-06', duration: 1, reason })).statusCode).toBe(201);
    expect((await set(walt.token, { requestFor: walt.id, startingDate: '2026-11-22', duration: 1, reason })).statusCode).toBe(201);
  });

  it('lets a holder of manageTimeOffRequests request for someone else, and refuses a volunteer', async ({
    t,
    set,
    list,
    timeOffManager,
  }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    const manager = await timeOffManager();
    const payload = { requestFor: walt.id, startingDate: '2026-11-25', duration: 1, reason };
    const refused = await set(vera.token, payload);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.forbidden);
    expect((await set(manager.token, payload)).statusCode).toBe(201);
    expect((await list(walt.token)).json<TimeOffRequestsByUser>()[walt.id]).toHaveLength(1);
  });

  it('answers 422 for bad input, 404 for an unknown person and 401 without sign-in', async ({ t, set, list }) => {
    const admin = await signedIn(t, 'Administrator');
    const good = { requestFor: admin.id, startingDate: '2026-11-25', duration: 1, reason };
    const field = async (payload: object, name: string) => {
      const res = await set(admin.token, { ...good, ...payload });
      expect(res.statusCode).toBe(422);
      return errorOf(res).fields?.[name];
    };
    expect(await field({ duration: 0 }, 'duration')).toBe(TIME_OFF_MESSAGES.durationInvalid);
    expect(await field({ duration: 53 }, 'duration')).toBe(TIME_OFF_MESSAGES.durationInvalid);
    expect(await field({ duration: 1.5 }, 'duration')).toBe(TIME_OFF_MESSAGES.durationInvalid);
    expect(await field({ reason: '   ' }, 'reason')).toBe(TIME_OFF_MESSAGES.reasonRequired);
    expect(await field({ reason: 'x'.repeat(1001) }, 'reason')).toBe(TIME_OFF_MESSAGES.reasonTooLong);
    expect(await field({ startingDate: '2026-11-31' }, 'startingDate')).toBe(TIME_OFF_MESSAGES.startingDateInvalid);
    expect(await field({ requestFor: 'me' }, 'requestFor')).toBe(TIME_OFF_MESSAGES.requestForInvalid);
    const unknown = await set(admin.token, { ...good, requestFor: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect((await api(t).call(timeOffContracts.create, { body: good })).statusCode).toBe(401);
    expect((await list(admin.token)).json()).toEqual({});
  });
});

describe('POST /api/updateTimeOffRequest/:id', () => {
  it('lets a person change their own request before it starts, re-snapping the weeks', async ({ t, update, request }) => {
    const vera = await signedIn(t, 'Volunteer');
    const mine = await request(vera.token, vera.id, '2026-11-25');
    const res = await update(vera.token, mine.id, { startingDate: '2026-12-03', duration: 3, reason: ' Longer trip ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: mine.id,
      startingDate: '2026-11-29',
      endingDate: '2026-12-19',
      duration: 3,
      reason: 'Longer trip',
    });
    const shorter = await update(vera.token, mine.id, { duration: 1 });
    expect(shorter.json()).toMatchObject({ startingDate: '2026-11-29', endingDate: '2026-12-05', reason: 'Longer trip' });
  });

  it('refuses a person changing their own request once it has started, but not a manager', async ({
    t,
    update,
    request,
    timeOffManager,
  }) => {
    const vera = await signedIn(t, 'Volunteer');
    const manager = await timeOffManager();
    const started = await request(vera.token, vera.id, '2026-11-15', 2);
    const refused = await update(vera.token, started.id, { duration: 1 });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(TIME_OFF_MESSAGES.alreadyStarted);
    const res = await update(manager.token, started.id, { duration: 1 });
    expect(res.json()).toMatchObject({ startingDate: '2026-11-15', endingDate: '2026-11-21' });
  });

  it('refuses someone else’s request to a volunteer', async ({ t, update, list, request }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    const hers = await request(vera.token, vera.id, '2026-11-25');
    expect((await update(walt.token, hers.id, { reason: 'Mine now' })).statusCode).toBe(403);
    expect((await list(vera.token)).json<TimeOffRequestsByUser>()[vera.id]?.[0]?.reason).toBe(reason);
  });

  it('refuses an overlap with another request and a start in a past week', async ({ t, update, request }) => {
    const vera = await signedIn(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    const first = await request(vera.token, vera.id, '2026-11-22');
    const second = await request(vera.token, vera.id, '2026-12-06');
    const clash = await update(vera.token, second.id, { startingDate: '2026-11-25', duration: 2 });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(TIME_OFF_MESSAGES.overlaps(first.startingDate, first.endingDate));
    const past = await update(admin.token, second.id, { startingDate: '2026-11-01' });
    expect(past.statusCode).toBe(422);
    expect(errorOf(past).fields?.startingDate).toBe(TIME_OFF_MESSAGES.startInPastWeek);
  });

  it('answers 422 for bad input and a bad id, and 404 for a missing request', async ({ t, update, request }) => {
    const vera = await signedIn(t, 'Volunteer');
    const mine = await request(vera.token, vera.id, '2026-11-25');
    const empty = await update(vera.token, mine.id, {});
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(TIME_OFF_MESSAGES.nothingToChange);
    expect(errorOf(await update(vera.token, mine.id, { duration: 'two' })).fields?.duration).toBe(TIME_OFF_MESSAGES.durationInvalid);
    expect(errorOf(await update(vera.token, mine.id, { reason: '' })).fields?.reason).toBe(TIME_OFF_MESSAGES.reasonRequired);
    expect((await update(vera.token, 'abc', { duration: 2 })).statusCode).toBe(422);
    expect((await update(vera.token, crypto.randomUUID(), { duration: 2 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/deleteTimeOffRequest/:id', () => {
  it('lets a person delete their own request and a manager anyone’s', async ({ t, remove, list, request, timeOffManager }) => {
    const vera = await signedIn(t, 'Volunteer');
    const manager = await timeOffManager();
    const first = await request(vera.token, vera.id, '2026-11-25');
    const second = await request(vera.token, vera.id, '2026-12-25');
    expect((await remove(vera.token, first.id)).statusCode).toBe(204);
    expect((await remove(manager.token, second.id)).statusCode).toBe(204);
    expect((await list(vera.token)).json()).toEqual({});
  });

  it('refuses a volunteer deleting someone else’s request', async ({ t, remove, list, request }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    const hers = await request(vera.token, vera.id, '2026-11-25');
    expect((await remove(walt.token, hers.id)).statusCode).toBe(403);
    expect((await list(vera.token)).json<TimeOffRequestsByUser>()[vera.id]).toHaveLength(1);
  });

  it('answers 422 for a bad id and 404 for a missing request', async ({ t, remove }) => {
    const vera = await signedIn(t, 'Volunteer');
    expect((await remove(vera.token, 'abc')).statusCode).toBe(422);
    const missing = await remove(vera.token, crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(TIME_OFF_MESSAGES.notFound);
  });
});
