import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD_LINK_MESSAGES as M, USER_MESSAGES } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { users } from '../db/schema/index.js';
import { CliError, type CliIo } from './command.js';
import { createOwnerCommand } from './commands/create-owner.js';
import { resetPasswordCommand } from './commands/reset-password.js';
import { openForCli } from './open.js';

/** A terminal that records what is written and answers the secret prompts in turn. */
function fakeIo(secrets: string[] = [], interactive = secrets.length > 0): CliIo & { lines: string[]; prompts: string[] } {
  const lines: string[] = [];
  const prompts: string[] = [];
  return {
    lines,
    prompts,
    interactive,
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
    askSecret: (prompt) => {
      prompts.push(prompt);
      return Promise.resolve(secrets.shift() ?? '');
    },
  };
}

let dataDir: string;
let env: NodeJS.ProcessEnv;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'goodhours-cli-'));
  env = { DATA_DIR: dataDir, JWT_SECRET: 'cli-test-secret-cli-test-secret-0123', PUBLIC_URL: 'https://hours.example.org' };
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const linkIn = (lines: string[]) => /https:\/\/hours\.example\.org\/reset-password\/([\w-]{43})/.exec(lines.join('\n'))?.[1];

/** Opens the app on the commands' database, uses a printed link, then signs in with the new password. */
async function setPasswordAndSignIn(token: string | undefined, email: string, password: string): Promise<number[]> {
  const session = await openForCli(env);
  try {
    const app = await buildApp(session.ctx);
    const used = await app.inject({
      method: 'POST',
      url: '/api/password-links/use',
      payload: { token: token ?? '', newpassword: password, confirmnewpassword: password },
    });
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    await app.close();
    return [used.statusCode, login.statusCode];
  } finally {
    await session.close();
  }
}

const ownerArgs = (email: string) => ['--email', email, '--first-name', ' Grace ', '--last-name', 'Hopper'];

// Each command opens PGlite from its directory (3-4 s, more on a busy machine).
describe('create-owner', { timeout: 60_000 }, () => {
  it('creates an active Owner and prints a link that sets the first password', async () => {
    const io = fakeIo();
    expect(await createOwnerCommand.run(ownerArgs(' Grace@Example.org '), io, env)).toBe(0);
    expect(io.lines[0]).toBe(M.cliOwnerCreated('grace@example.org'));
    const token = linkIn(io.lines);
    expect(token).toBeDefined();
    expect(await setPasswordAndSignIn(token, 'grace@example.org', 'Compiler#1952')).toEqual([200, 200]);

    const session = await openForCli(env);
    try {
      const [owner] = await session.database.db.select().from(users).where(eq(users.email, 'grace@example.org'));
      expect(owner).toMatchObject({
        role: 'Owner',
        isActive: true,
        firstName: 'Grace',
        weeklyCommittedHours: 0,
        mustChangePassword: false,
      });
    } finally {
      await session.close();
    }
  });

  it('with --password at a terminal, asks twice without echo and sets it', async () => {
    const io = fakeIo(['Analytical#1843', 'Analytical#1843']);
    expect(await createOwnerCommand.run([...ownerArgs('ada@example.org'), '--password'], io, env)).toBe(0);
    expect(io.prompts).toHaveLength(2);
    expect(io.lines.join('\n')).not.toContain('Analytical');
    expect(linkIn(io.lines)).toBeUndefined();
    const session = await openForCli(env);
    try {
      const app = await buildApp(session.ctx);
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'ada@example.org', password: 'Analytical#1843' },
      });
      expect(login.statusCode).toBe(200);
      await app.close();
    } finally {
      await session.close();
    }
  });

  it('refuses a bad email with exit 2 and a clear message, before touching the database', async () => {
    const run = createOwnerCommand.run(ownerArgs('not-an-email'), fakeIo(), { ...env, DATA_DIR: join(dataDir, 'never') });
    await expect(run).rejects.toBeInstanceOf(CliError);
    await expect(run).rejects.toMatchObject({ exitCode: 2, message: `--email: ${USER_MESSAGES.emailInvalid}` });
  });

  it('refuses an email already taken, differing or weak passwords, and --password without a terminal', async () => {
    await expect(createOwnerCommand.run(ownerArgs('grace@example.org'), fakeIo(), env)).rejects.toMatchObject({
      exitCode: 2,
      message: M.cliEmailTaken('grace@example.org'),
    });
    await expect(
      createOwnerCommand.run([...ownerArgs('x@example.org'), '--password'], fakeIo(['Aa#45678', 'Aa#45679']), env),
    ).rejects.toMatchObject({ message: M.cliPasswordsDiffer });
    await expect(
      createOwnerCommand.run([...ownerArgs('x@example.org'), '--password'], fakeIo(['weak', 'weak']), env),
    ).rejects.toMatchObject({
      message: USER_MESSAGES.passwordRule,
    });
    await expect(createOwnerCommand.run([...ownerArgs('x@example.org'), '--password'], fakeIo([], false), env)).rejects.toMatchObject({
      message: M.cliPasswordNeedsTerminal,
    });
    await expect(createOwnerCommand.run(['--email'], fakeIo(), env)).rejects.toMatchObject({ exitCode: 2 });
  });
});

describe('reset-password', { timeout: 60_000 }, () => {
  it('prints a one-time link for a known person; the old password works until it is used', async () => {
    const io = fakeIo();
    expect(await resetPasswordCommand.run(['grace@example.org'], io, env)).toBe(0);
    expect(await setPasswordAndSignIn(linkIn(io.lines), 'grace@example.org', 'Navy#Admiral1')).toEqual([200, 200]);
  });

  it('answers exit 2 for an unknown email or a missing argument', async () => {
    await expect(resetPasswordCommand.run(['nobody@example.org'], fakeIo(), env)).rejects.toMatchObject({
      exitCode: 2,
      message: M.cliUnknownEmail('nobody@example.org'),
    });
    await expect(resetPasswordCommand.run([], fakeIo(), env)).rejects.toMatchObject({ exitCode: 2 });
  });
});
