import { DrizzleQueryError } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/password.js';
import type { LogLevel } from '../config.js';
import { auth, createUser, login, PASSWORD, startTestApp, testConfig, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('the server log', () => {
  it('never holds a password, a password hash, a token or an auth body', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.ctx, { logger: { stream: { write: (line) => void lines.push(line) } } });
    try {
      const user = await createUser(t, 'Volunteer');
      const token = await login(t, user.email);
      await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: PASSWORD } });
      await app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'Wrong-Password9' } });
      await app.inject({ method: 'GET', url: '/api/session', headers: auth(token) });
      await app.inject({ method: 'GET', url: `/api/session?token=${token}` });
      const hash = await hashPassword(PASSWORD);
      // A failed insert of a user row: drizzle puts the row's values in the message.
      const failed = new DrizzleQueryError(
        'insert into "users" ("email", "password_hash") values ($1, $2)',
        [user.email, hash],
        new Error(`duplicate key: ${hash}`),
      );
      app.log.error(failed);
      app.log.error({ err: failed, body: { password: PASSWORD } }, 'request failed');

      const log = lines.join('\n');
      expect(log).toContain('Failed query: insert into');
      expect(log).toContain('/api/login');
      expect(log).not.toContain(PASSWORD);
      expect(log).not.toContain('Wrong-Password9');
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[1]);
    } finally {
      await app.close();
    }
  });

  it('follows LOG_LEVEL: a request is logged at info, and not at warn', async () => {
    const requestLines = async (logLevel: LogLevel) => {
      const lines: string[] = [];
      const app = await buildApp(
        { ...t.ctx, config: { ...testConfig, logLevel } },
        { logger: { stream: { write: (line) => void lines.push(line) } } },
      );
      try {
        await app.inject({ method: 'GET', url: '/api/health' });
      } finally {
        await app.close();
      }
      return lines.filter((line) => line.includes('/api/health'));
    };
    expect(await requestLines('info')).not.toEqual([]);
    expect(await requestLines('warn')).toEqual([]);
  });
});
