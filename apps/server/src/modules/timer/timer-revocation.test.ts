import { TIMER_CLOSE_SESSION_ENDED, authContracts, userContracts } from '@goodhours/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { api, test } from '../../test/api.js';
import { createUser, login, PASSWORD, signedIn } from '../../test/harness.js';
import { type TimerClient, timerClients } from './timer-test-client.js';

/**
 * A revoked session's timer sockets close at once, on every server instance, without another
 * word sent to them; they do not wait for their next message to find out.
 */

/** The close code, or a failure when the server has not closed the socket within 3 s. */
function closedSoon(client: TimerClient): Promise<number> {
  return Promise.race([
    client.closed,
    new Promise<number>((_, reject) => setTimeout(() => reject(new Error('the socket is still open')), 3_000)),
  ]);
}

/** Closed by the server as a session that ended, and sent nothing more (`before` messages had come). */
async function expectEnded(client: TimerClient, before = 0): Promise<void> {
  expect(await closedSoon(client)).toBe(TIMER_CLOSE_SESSION_ENDED);
  expect(client.received).toHaveLength(before);
}

/** Still open and still served. */
async function expectServed(client: TimerClient): Promise<void> {
  expect(client.ws.readyState).toBe(WebSocket.OPEN);
  expect((await client.getTimer()).started).toBe(false);
}

const it = test
  // Takes the app so the clients close before it does.
  .extend('clients', { auto: true }, ({ t: _app }, { onCleanup }) => {
    const clients = timerClients();
    onCleanup(() => clients.closeAll());
    return clients;
  })
  .extend('extraApps', { auto: true }, ({ t: _app }, { onCleanup }) => {
    const apps: FastifyInstance[] = [];
    onCleanup(() => Promise.all(apps.map((a) => a.close())).then(() => undefined));
    return apps;
  })
  .extend(
    'open',
    ({ t, clients }) =>
      (token: string, app: FastifyInstance = t.app) =>
        clients.connect(app, token),
  )
  .extend('anotherInstance', ({ t, extraApps }) => async (): Promise<FastifyInstance> => {
    const app = await buildApp(t.ctx);
    extraApps.push(app);
    return app;
  })
  .extend(
    'logout',
    ({ t }) =>
      (token: string) =>
        api(t, token).call(authContracts.logout),
  );

describe('a revoked session’s timer sockets', () => {
  it('close at once when the session logs out; another session of the same person stays open', async ({ t, open, logout }) => {
    const me = await createUser(t, 'Volunteer');
    const tab = await login(t, me.email);
    const phone = await login(t, me.email);
    const first = await open(tab);
    const second = await open(tab);
    const other = await open(phone);

    expect((await logout(tab)).statusCode).toBe(204);
    await expectEnded(first);
    await expectEnded(second);
    await expectServed(other);
  });

  it('close on every server instance', async ({ t, open, anotherInstance, logout }) => {
    const me = await signedIn(t, 'Volunteer');
    const elsewhere = await open(me.token, await anotherInstance());
    const here = await open(me.token);

    expect((await logout(me.token)).statusCode).toBe(204);
    await expectEnded(here);
    await expectEnded(elsewhere);
  });

  it('all close when the person changes their password; other people’s stay open', async ({ t, open, anotherInstance }) => {
    const me = await createUser(t, 'Volunteer');
    const tab = await login(t, me.email);
    const sockets = [await open(tab), await open(await login(t, me.email)), await open(tab, await anotherInstance())];
    const someoneElse = await open((await signedIn(t, 'Volunteer')).token);

    const newpassword = 'Another!Pass2';
    const res = await api(t, tab).call(authContracts.updatePassword, {
      params: { userId: me.id },
      body: { currentpassword: PASSWORD, newpassword, confirmnewpassword: newpassword },
    });
    expect(res.statusCode).toBe(200);
    for (const socket of sockets) await expectEnded(socket);
    await expectServed(someoneElse);
  });

  it('all close when the person is deactivated', async ({ t, open }) => {
    const owner = await signedIn(t, 'Owner');
    const me = await signedIn(t, 'Volunteer');
    const sockets = [await open(me.token), await open(await login(t, me.email))];
    const ownerSocket = await open(owner.token);

    const res = await api(t, owner.token).call(userContracts.changeStatus, { params: { id: me.id }, body: { action: 'deactivate' } });
    expect(res.statusCode).toBe(200);
    for (const socket of sockets) await expectEnded(socket);
    await expectServed(ownerSocket);
  });

  it('close only once the revoking transaction commits, and not at all when it rolls back', async ({ t, open }) => {
    const me = await signedIn(t, 'Volunteer');
    const socket = await open(me.token);
    await t.ctx.db
      .transaction(async (tx) => {
        await revokeUserSessions(t.ctx, tx, me.id);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expectServed(socket);

    await t.ctx.db.transaction((tx) => revokeUserSessions(t.ctx, tx, me.id));
    await expectEnded(socket, 1);
  });

  it('a session that began after the revocation keeps its socket', async ({ t, open }) => {
    const me = await signedIn(t, 'Volunteer');
    const old = await open(me.token);
    await revokeUserSessions(t.ctx, t.ctx.db, me.id);
    await expectEnded(old);
    const fresh = await open(await login(t, me.email));
    await expectServed(fresh);
  });
});
