import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, vi } from 'vitest';
import { platformContracts, timeEntryContracts } from '@goodhours/domain';
import { rowsOf } from '../../db/raw.js';
import { api, test } from '../../test/api.js';
import { killBackends, onPostgres, serverInstances } from '../../test/database-loss.js';
import { signedIn } from '../../test/harness.js';
import { entryBody, place } from './test-fixtures.js';

/**
 * The database ends the server's connections in the middle of people logging time (a restart,
 * a failover). What was cut answers 503 and nothing acknowledged is lost; the server goes on.
 */
const it = test.extend('servers', async ({ t }, { onCleanup }) => {
  const servers = await serverInstances(t);
  onCleanup(() => servers.close());
  return servers;
});

describe.skipIf(!onPostgres)('logging time while the database ends the server’s connections', () => {
  it('answers what was cut with 503, keeps every acknowledged entry and its totals, and serves the next requests', async ({
    t,
    servers,
  }) => {
    const app = await servers.start();
    // Calls go to this instance, on the pool the kill empties.
    const onApp = { ...t, app };
    const { database } = servers;
    const me = await signedIn(t, 'Volunteer');
    const { projectId } = await place(t);
    const post = (i: number) =>
      api(onApp, me.token).call(timeEntryContracts.create, { body: entryBody(me.id, projectId, { hours: 0, minutes: 1 + (i % 50) }) });

    const answers: LightMyRequestResponse[] = [];
    let killed = 0;
    for (let wave = 0; wave < 4; wave++) {
      const inFlight = Array.from({ length: 12 }, (_, i) => post(wave * 12 + i));
      if (wave === 1 || wave === 2) killed += await killBackends(database);
      answers.push(...(await Promise.all(inFlight)));
    }
    expect(killed).toBeGreaterThan(0);

    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s !== 201 && s !== 503),
      statuses.join(','),
    ).toEqual([]);
    for (const cut of answers.filter((a) => a.statusCode === 503)) {
      expect(cut.json<{ error: { code: string } }>().error.code).toBe('UNAVAILABLE');
      expect(cut.headers['retry-after']).toBe('1');
    }

    // Every acknowledged entry is there, and the running totals match the entries kept.
    const acknowledged = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ id: string }>().id);
    const kept = rowsOf<{ id: string }>(await database.db.execute(sql`select id from time_entries where person_id = ${me.id}`)).map(
      (r) => r.id,
    );
    expect(kept).toEqual(expect.arrayContaining(acknowledged));
    const [totals] = rowsOf<{ entries: string; total: string }>(
      await database.db.execute(
        sql`select (select coalesce(sum(total_seconds), 0) from time_entries where person_id = ${me.id} and is_tangible)::text as entries,
                   total_tangible_seconds::text as total from users where id = ${me.id}`,
      ),
    );
    expect(totals?.total).toBe(totals?.entries);

    // No connection is lost to the pool (a dead one left checked out would be a place gone for good).
    const pool = database.postgres!.pool;
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0), { timeout: 5_000, interval: 100 });
    // The next requests are served as if nothing happened.
    expect((await post(99)).statusCode).toBe(201);
    expect((await api(onApp).call(platformContracts.ready)).statusCode).toBe(200);
  });
});
