import { authContracts, platformContracts } from '@goodhours/domain';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/password.js';
import type { LogLevel } from '../config.js';
import { api, it } from '../test/api.js';
import { createUser, login, PASSWORD, type TestApp } from '../test/harness.js';

/** An app of its own that writes its log to `lines`: the fixture's app logs nothing. */
const loggingApp = (t: TestApp, lines: string[], logLevel: LogLevel = t.ctx.config.logLevel) =>
  buildApp({ ...t.ctx, config: { ...t.ctx.config, logLevel } }, { logger: { stream: { write: (line) => void lines.push(line) } } });

describe('the server log', () => {
  it('never holds a password, a password hash, a token or an auth body', async ({ t }) => {
    const lines: string[] = [];
    const app = await loggingApp(t, lines);
    try {
      const user = await createUser(t, 'Volunteer');
      const token = await login(t, user.email);
      const logged = { ...t, app };
      await api(logged).call(authContracts.login, { body: { email: user.email, password: PASSWORD } });
      await api(logged).call(authContracts.login, { body: { email: user.email, password: 'Wrong-Password9' } });
      await api(logged, token).call(authContracts.session);
      // The token in the query, where a careless link would put it: the contract has no such field.
      await api(logged).raw(authContracts.session, { query: { token } });
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

  it('follows LOG_LEVEL: a request is logged at info, and not at warn', async ({ t }) => {
    const requestLines = async (logLevel: LogLevel) => {
      const lines: string[] = [];
      const app = await loggingApp(t, lines, logLevel);
      try {
        await api({ ...t, app }).call(platformContracts.health);
      } finally {
        await app.close();
      }
      return lines.filter((line) => line.includes('/api/health'));
    };
    expect(await requestLines('info')).not.toEqual([]);
    expect(await requestLines('warn')).toEqual([]);
  });
});
