import { platformContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { buildApp } from '../app.js';
import { api, it, test } from '../test/api.js';
import type { TestApp } from '../test/harness.js';

const behindProxy = test.extend('start', { config: { trustProxy: true } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The request ids an app of its own logs (the fixture's app logs nothing), and those it answers. */
async function loggedIds(t: TestApp, requests: number): Promise<{ logged: string[]; answered: string[] }> {
  const lines: string[] = [];
  const app = await buildApp(t.ctx, { logger: { stream: { write: (line) => void lines.push(line) } } });
  try {
    const answered: string[] = [];
    for (let i = 0; i < requests; i++)
      answered.push(String((await api({ ...t, app }).call(platformContracts.health)).headers['x-request-id']));
    const logged = lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter((id) => id !== undefined);
    return { logged: [...new Set(logged)], answered };
  } finally {
    await app.close();
  }
}

/** A health check that sends an X-Request-Id, a header no contract call sends. */
const withRequestId = (t: TestApp, id: string) => t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });

describe('request ids', () => {
  it('differ between two instances on one database, in the log and in the X-Request-Id answer', async ({ t }) => {
    const one = await loggedIds(t, 3);
    const two = await loggedIds(t, 3);
    expect(one.logged).toHaveLength(3);
    expect(two.logged).toHaveLength(3);
    expect(one.logged.filter((id) => two.logged.includes(id))).toEqual([]);
    expect(one.answered).toEqual(one.logged);
    for (const id of [...one.answered, ...two.answered]) expect(id).toMatch(UUID);
  });

  it('are on error answers too', async ({ t }) => {
    // By URL: a path no route has, so no contract.
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['x-request-id'])).toMatch(UUID);
  });

  behindProxy('take a short, safe X-Request-Id from a trusted proxy', async ({ t }) => {
    const res = await withRequestId(t, 'lb-7f3a.91_Z');
    expect(res.headers['x-request-id']).toBe('lb-7f3a.91_Z');
  });

  behindProxy('ignore a hostile or long X-Request-Id, and any X-Request-Id when no proxy is trusted', async ({ t }) => {
    for (const hostile of ['a'.repeat(65), 'id with spaces', '"},"level":60,"x":"', '<script>alert(1)</script>', 'ïd', '']) {
      const res = await withRequestId(t, hostile);
      expect(String(res.headers['x-request-id']), hostile).toMatch(UUID);
    }
    // A second app on the same database, one that trusts no proxy.
    const app = await buildApp({ ...t.ctx, config: { ...t.ctx.config, trustProxy: false } });
    try {
      const res = await withRequestId({ ...t, app }, 'lb-7f3a.91_Z');
      expect(String(res.headers['x-request-id'])).toMatch(UUID);
    } finally {
      await app.close();
    }
  });
});
