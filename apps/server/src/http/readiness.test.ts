import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { startTestApp, type TestApp } from '../test/harness.js';

/** What a load balancer asks: is the process up (health), and can it serve (ready: the database answers). */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('GET /api/health and /api/ready', () => {
  it('both answer 200 while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });
  });

  it('says not ready (503, retry in a second) when the database does not answer, while health still says the process is up', async () => {
    const gone = { ...t.ctx.database, ping: () => Promise.reject(new Error('no answer within 1000 ms')) };
    const app = await buildApp({ ...t.ctx, database: gone });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('1');
      expect(ready.json<{ error: { code: string } }>().error.code).toBe('UNAVAILABLE');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

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
