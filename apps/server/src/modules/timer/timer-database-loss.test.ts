import { describe, expect, vi } from 'vitest';
import { test } from '../../test/api.js';
import { killBackends, onPostgres, serverInstances } from '../../test/database-loss.js';
import { signedIn } from '../../test/harness.js';
import { presenceKey } from './backplane.js';
import { timerClients } from './timer-test-client.js';

/**
 * The database ends every connection (a restart, a failover): each instance's listening
 * connection comes back, LISTENs again and re-takes its presence locks.
 */
const it = test
  .extend('servers', { auto: true }, async ({ t }, { onCleanup }) => {
    const servers = await serverInstances(t);
    onCleanup(() => servers.close());
    return servers;
  })
  // Takes the app so the clients close before it does.
  .extend('clients', { auto: true }, ({ t: _app }, { onCleanup }) => {
    const clients = timerClients();
    onCleanup(() => clients.closeAll());
    return clients;
  });

describe.skipIf(!onPostgres)('the timer when the database ends the server’s connections', () => {
  it('listens again and re-takes the presence locks, so timers still fan out between instances', async ({ t, servers, clients }) => {
    const [first, second] = [await servers.start(), await servers.start()];
    const { database } = servers;
    const me = await signedIn(t, 'Volunteer');
    const here = await clients.connect(first, me.token);
    const there = await clients.connect(second, me.token);
    await here.getTimer();
    await there.getTimer();
    const locksHeld = async () => {
      const { rows } = await database.postgres!.pool.query<{ n: string }>(
        `select count(*) as n from pg_locks where locktype = 'advisory' and mode = 'ShareLock' and granted
            and ((classid::bigint << 32) | objid::bigint)::text = $1`,
        [presenceKey(me.id).toString()],
      );
      return Number(rows[0]?.n ?? 0);
    };
    await vi.waitFor(async () => expect(await locksHeld()).toBe(2));

    expect(await killBackends(database)).toBeGreaterThan(0);
    // An action in the very moment the connections are gone is answered one way or the other,
    // and brings nothing down (an unhandled failure would end the process, and this test).
    here.send({ action: 'PAUSE_TIMER' });
    await here.next(() => true, 5_000);
    // Both instances' listening connections come back and hold the person's presence again.
    await vi.waitFor(async () => expect(await locksHeld()).toBe(2), { timeout: 10_000, interval: 100 });

    here.send({ action: 'START_TIMER' });
    const started = await here.nextState();
    expect(started.paused).toBe(false);
    expect(await there.next((m) => 'timer' in m && m.timer.paused === false, 5_000)).toMatchObject({ timer: { paused: false } });
  });
});
