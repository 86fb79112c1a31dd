import { describe, expect } from 'vitest';
import { INFRINGEMENT_MESSAGES, infringementContracts, type InfringementInput, MESSAGES, type Infringement } from '@goodhours/domain';
import { mailOutbox } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';

// The harness clock stands at Wednesday 2026-11-18 10:00 Pacific.
const it = test
  .extend(
    'list',
    ({ t }) =>
      (token: string, userId: string) =>
        api(t, token).call(infringementContracts.list, { params: { id: userId } }),
  )
  .extend(
    'add',
    ({ t }) =>
      (token: string, userId: string, body: InfringementInput) =>
        api(t, token).call(infringementContracts.create, { params: { id: userId }, body }),
  )
  .extend(
    'edit',
    ({ t }) =>
      (token: string, userId: string, id: string, body: InfringementInput) =>
        api(t, token).call(infringementContracts.update, { params: { id: userId, infringementId: id }, body }),
  )
  .extend(
    'remove',
    ({ t }) =>
      (token: string, userId: string, id: string) =>
        api(t, token).call(infringementContracts.remove, { params: { id: userId, infringementId: id } }),
  )
  .extend(
    'blueSquare',
    ({ add }) =>
      async (token: string, userId: string, date = '2026-11-14', description = 'Missed hours'): Promise<Infringement> => {
        const res = await add(token, userId, { date, description });
        if (res.statusCode !== 201) throw new Error(`blue square not added: ${res.body}`);
        return res.json<Infringement>();
      },
  )
  .extend(
    'outbox',
    ({ t }) =>
      () =>
        t.ctx.db.select().from(mailOutbox),
  );

describe('GET /api/userprofile/:id/infringements', () => {
  it('lets a person and readers of profiles see the blue squares, newest date first', async ({ t, list, blueSquare }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await signedIn(t, 'Volunteer');
    const core = await signedIn(t, 'Core Team');
    const older = await blueSquare(admin.token, vera.id, '2026-10-03', 'Missing summary');
    const newer = await blueSquare(admin.token, vera.id, '2026-11-14', 'Missed hours');
    for (const reader of [vera, core, admin]) {
      const res = await list(reader.token, vera.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([newer, older]);
    }
    expect(newer).toEqual({
      id: expect.any(String),
      date: '2026-11-14',
      description: 'Missed hours',
      createdDate: '2026-11-18T18:00:00.000Z',
      closeWeek: null,
    });
  });

  it('refuses a volunteer reading someone else’s, and a visitor', async ({ t, list }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await signedIn(t, 'Volunteer');
    expect((await list(walt.token, vera.id)).statusCode).toBe(403);
    expect((await api(t).call(infringementContracts.list, { params: { id: vera.id } })).statusCode).toBe(401);
  });

  it('answers 422 for a bad id and 404 for an unknown person', async ({ t, list }) => {
    const admin = await signedIn(t, 'Administrator');
    expect((await list(admin.token, 'abc')).statusCode).toBe(422);
    const missing = await list(admin.token, crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(MESSAGES.userNotFound);
  });
});

describe('POST /api/userprofile/:id/infringements', () => {
  it('adds a trimmed blue square and queues an email with the reason, date and total count', async ({ t, add, blueSquare, outbox }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer');
    await blueSquare(admin.token, vera.id, '2026-10-03', 'Earlier one');
    const res = await add(admin.token, vera.id, { date: '2026-11-18', description: '  Did not log 10 hours  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ date: '2026-11-18', description: 'Did not log 10 hours' });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const last = mails.find((m) => m.text.includes('Did not log 10 hours'));
    expect(last).toMatchObject({ to: vera.email, kind: 'blue-square', subject: INFRINGEMENT_MESSAGES.emailSubject, status: 'queued' });
    expect(last?.text).toContain('2026-11-18');
    expect(last?.text).toContain(INFRINGEMENT_MESSAGES.emailTotal(2));
  });

  it('refuses a volunteer and a Core Team member (no addInfringements), and queues nothing', async ({ t, add, outbox }) => {
    const vera = await createUser(t, 'Volunteer');
    for (const role of ['Volunteer', 'Core Team']) {
      const caller = await signedIn(t, role);
      const res = await add(caller.token, vera.id, { date: '2026-11-14', description: 'x' });
      expect(res.statusCode).toBe(403);
    }
    expect(await outbox()).toHaveLength(0);
  });

  it('needs both a date and a summary, a real date and a short enough summary', async ({ t, add, outbox }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer');
    for (const payload of [
      { date: '2026-11-14' },
      { description: 'x' },
      { date: '', description: 'x' },
      { date: '2026-11-14', description: '  ' },
    ]) {
      const res = await api(t, admin.token).raw(infringementContracts.create, { params: { id: vera.id }, body: payload });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).message).toBe(INFRINGEMENT_MESSAGES.dateAndSummaryRequired);
    }
    expect(errorOf(await add(admin.token, vera.id, { date: '2026-02-30', description: 'x' })).fields?.date).toBe(
      INFRINGEMENT_MESSAGES.dateInvalid,
    );
    expect(errorOf(await add(admin.token, vera.id, { date: '2026-11-14', description: 'x'.repeat(2001) })).fields?.description).toBe(
      INFRINGEMENT_MESSAGES.summaryTooLong,
    );
    expect((await add(admin.token, crypto.randomUUID(), { date: '2026-11-14', description: 'x' })).statusCode).toBe(404);
    expect(await outbox()).toHaveLength(0);
  });

  it('refuses a date after today in Pacific time', async ({ t, add }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer');
    t.clock.set('2026-11-22T07:30:00Z'); // Saturday 2026-11-21 23:30 Pacific, already Sunday in UTC
    const future = await add(admin.token, vera.id, { date: '2026-11-22', description: 'Too early' });
    expect(future.statusCode).toBe(422);
    expect(errorOf(future).fields?.date).toBe(INFRINGEMENT_MESSAGES.dateInFuture);
    expect((await add(admin.token, vera.id, { date: '2026-11-21', description: 'Today' })).statusCode).toBe(201);
  });

  it('protects Owners from callers without addDeleteEditOwners', async ({ t, add, outbox }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    const otherOwner = await createUser(t, 'Owner');
    const refused = await add(admin.token, otherOwner.id, { date: '2026-11-14', description: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.noPermissionToEditProfile);
    expect(await outbox()).toHaveLength(0);
    expect((await add(owner.token, otherOwner.id, { date: '2026-11-14', description: 'x' })).statusCode).toBe(201);
  });

  it('lets only an Owner with addDeleteEditOwners change a protected account', async ({ t, add }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    const powerful = await createUser(t, 'Administrator', { frontPermissions: ['addDeleteEditOwners'] });
    const powerfulToken = await login(t, powerful.email);
    const dev = await createUser(t, 'Administrator', { isProtected: true });
    const payload = { date: '2026-11-14', description: 'x' };
    expect((await add(admin.token, dev.id, payload)).statusCode).toBe(403);
    expect((await add(powerfulToken, dev.id, payload)).statusCode).toBe(403);
    expect((await add(owner.token, dev.id, payload)).statusCode).toBe(201);
  });
});

describe('PUT /api/userprofile/:id/infringements/:infringementId', () => {
  it('lets a holder of editInfringements change the date and summary', async ({ t, list, edit, blueSquare }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await signedIn(t, 'Volunteer');
    const square = await blueSquare(admin.token, vera.id);
    const res = await edit(admin.token, vera.id, square.id, { date: '2026-11-07', description: ' Corrected ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...square, date: '2026-11-07', description: 'Corrected' });
    expect((await list(vera.token, vera.id)).json()).toEqual([{ ...square, date: '2026-11-07', description: 'Corrected' }]);
  });

  it('refuses a person without editInfringements, and a caller without addDeleteEditOwners on an Owner', async ({
    t,
    list,
    edit,
    blueSquare,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    const vera = await signedIn(t, 'Volunteer');
    const square = await blueSquare(admin.token, vera.id);
    expect((await edit(vera.token, vera.id, square.id, { date: '2026-11-07', description: 'Gone' })).statusCode).toBe(403);
    const ownerSquare = await blueSquare(owner.token, owner.id);
    const refused = await edit(admin.token, owner.id, ownerSquare.id, { date: '2026-11-07', description: 'x' });
    expect(errorOf(refused).message).toBe(MESSAGES.noPermissionToEditProfile);
    expect((await list(owner.token, owner.id)).json()).toEqual([ownerSquare]);
  });

  it('answers 422 for bad input or ids and 404 for a blue square of someone else', async ({ t, edit, blueSquare }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer');
    const walt = await createUser(t, 'Volunteer');
    const square = await blueSquare(admin.token, vera.id);
    const empty = await edit(admin.token, vera.id, square.id, { date: '2026-11-07', description: '' });
    expect(errorOf(empty).message).toBe(INFRINGEMENT_MESSAGES.dateAndSummaryRequired);
    expect((await edit(admin.token, vera.id, square.id, { date: '2026-12-01', description: 'x' })).statusCode).toBe(422);
    expect((await edit(admin.token, vera.id, 'abc', { date: '2026-11-07', description: 'x' })).statusCode).toBe(422);
    const elsewhere = await edit(admin.token, walt.id, square.id, { date: '2026-11-07', description: 'x' });
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).message).toBe(INFRINGEMENT_MESSAGES.notFound);
  });
});

describe('DELETE /api/userprofile/:id/infringements/:infringementId', () => {
  it('lets a holder of deleteInfringements remove a blue square', async ({ t, list, remove, blueSquare }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await signedIn(t, 'Volunteer');
    const square = await blueSquare(admin.token, vera.id);
    expect((await remove(admin.token, vera.id, square.id)).statusCode).toBe(204);
    expect((await list(vera.token, vera.id)).json()).toEqual([]);
  });

  it('refuses the person themself without deleteInfringements, and protects Owners', async ({ t, list, remove, blueSquare }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    const vera = await signedIn(t, 'Volunteer');
    const square = await blueSquare(admin.token, vera.id);
    expect((await remove(vera.token, vera.id, square.id)).statusCode).toBe(403);
    const ownerSquare = await blueSquare(owner.token, owner.id);
    expect((await remove(admin.token, owner.id, ownerSquare.id)).statusCode).toBe(403);
    expect((await remove(owner.token, owner.id, ownerSquare.id)).statusCode).toBe(204);
    expect((await list(vera.token, vera.id)).json()).toEqual([square]);
  });

  it('answers 422 for a bad id and 404 for a missing blue square', async ({ t, remove }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer');
    expect((await remove(admin.token, vera.id, 'abc')).statusCode).toBe(422);
    expect((await remove(admin.token, vera.id, crypto.randomUUID())).statusCode).toBe(404);
  });
});
