import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { killBackends, onPostgres, serverInstances, type Instances } from '../../test/database-loss.js';
import { signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { presenceKey } from './backplane.js';
import { timerClients } from './timer-test-client.js';

/**
 * The database ends every connection (a restart, a failover): each instance's listening
 * connection comes back, LISTENs again and re-takes its presence locks.
 */
let t: TestApp;
let servers: Instances;
const clients = timerClients();
beforeEach(async () => {
  t = await startTestApp();
  servers = await serverInstances(t);
});
afterEach(async () => {
  await clients.closeAll();
  await servers.close();
  await t.app.close();
});

describe.skipIf(!onPostgres)('the timer when the database ends the server’s connections', () => {
  it('listens again and re-takes the presence locks, so timers still fan out between instances', async () => {
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
