import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { startTestApp, testConfig, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The request ids an app's log lines name. */
async function loggedIds(behindProxy: boolean, requests: number): Promise<{ logged: string[]; answered: string[] }> {
  const lines: string[] = [];
  const ctx = { ...t.ctx, config: { ...testConfig, trustProxy: behindProxy } };
  const app = await buildApp(ctx, { logger: { stream: { write: (line) => void lines.push(line) } } });
  try {
    const answered: string[] = [];
    for (let i = 0; i < requests; i++)
      answered.push(String((await app.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id']));
    const logged = lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter((id) => id !== undefined);
    return { logged: [...new Set(logged)], answered };
  } finally {
    await app.close();
  }
}

describe('request ids', () => {
  it('differ between two instances on one database, in the log and in the X-Request-Id answer', async () => {
    const one = await loggedIds(false, 3);
    const two = await loggedIds(false, 3);
    expect(one.logged).toHaveLength(3);
    expect(two.logged).toHaveLength(3);
    expect(one.logged.filter((id) => two.logged.includes(id))).toEqual([]);
    expect(one.answered).toEqual(one.logged);
    for (const id of [...one.answered, ...two.answered]) expect(id).toMatch(UUID);
  });

  it('are on error answers too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['x-request-id'])).toMatch(UUID);
  });

  it('take a short, safe X-Request-Id from a trusted proxy', async () => {
    const app = await buildApp({ ...t.ctx, config: { ...testConfig, trustProxy: true } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.91_Z' } });
      expect(res.headers['x-request-id']).toBe('lb-7f3a.91_Z');
    } finally {
      await app.close();
    }
  });

  it('ignore a hostile or long X-Request-Id, and any X-Request-Id when no proxy is trusted', async () => {
    const app = await buildApp({ ...t.ctx, config: { ...testConfig, trustProxy: true } });
    try {
      for (const hostile of ['a'.repeat(65), 'id with spaces', '"},"level":60,"x":"', '<script>alert(1)</script>', 'ïd', '']) {
        const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': hostile } });
        expect(String(res.headers['x-request-id']), hostile).toMatch(UUID);
      }
    } finally {
      await app.close();
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.91_Z' } });
    expect(String(res.headers['x-request-id'])).toMatch(UUID);
  });
});
