import { platformContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { api, it } from '../test/api.js';

/** What a load balancer asks: is the process up (health), and can it serve (ready: the database answers). */
describe('GET /api/health and /api/ready', () => {
  it('both answer 200 while the database answers', async ({ t }) => {
    expect((await api(t).call(platformContracts.health)).statusCode).toBe(200);
    const ready = await api(t).call(platformContracts.ready);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });
  });

  it('says not ready (503, retry in a second) when the database does not answer, while health still says the process is up', async ({
    t,
  }) => {
    const gone = { ...t.ctx.database, ping: () => Promise.reject(new Error('no answer within 1000 ms')) };
    // An app of its own, on a database whose ping fails: the fixture's app has a database that answers.
    const app = await buildApp({ ...t.ctx, database: gone });
    try {
      const ready = await api({ ...t, app }).call(platformContracts.ready);
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('1');
      expect(ready.json<{ error: { code: string } }>().error.code).toBe('UNAVAILABLE');
      expect((await api({ ...t, app }).call(platformContracts.health)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  // No app: the ping of a database of its own, which nothing answers.
  it('gives up on a database that does not answer within the time asked', async () => {
    // Nothing listens on port 1: the connection is refused, the ping rejects in well under a second.
    const database = await openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
    try {
      const started = Date.now();
      await expect(database.ping(1_000)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await database.close();
    }
  });
});
