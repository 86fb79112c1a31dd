import { randomBytes } from 'node:crypto';
import { createUserInput, PASSWORD_LINK_HOURS, PASSWORD_LINK_MESSAGES as M, pacificDate } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.js';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { issuePasswordLink } from '../../modules/auth/index.js';
import { CliError, type CliCommand, type CliIo } from '../command.js';
import { withCliSession } from '../open.js';

const USAGE = 'create-owner --email <email> --first-name <name> --last-name <name> [--password]';
const ownerInput = createUserInput.pick({ email: true, firstName: true, lastName: true });
const passwordRule = createUserInput.shape.password;

interface Options {
  email: string;
  firstName: string;
  lastName: string;
  askPassword: boolean;
}

const VALUE_FLAGS = { '--email': 'email', '--first-name': 'firstName', '--last-name': 'lastName' } as const;

/** Reads `--flag value` and `--flag=value`; anything else is a usage error. */
function readOptions(args: readonly string[]): Options {
  const values: Partial<Record<'email' | 'firstName' | 'lastName', string>> = {};
  let askPassword = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--password') {
      askPassword = true;
      continue;
    }
    const [flag = '', inline] = arg.split(/=(.*)/s, 2);
    const key = VALUE_FLAGS[flag as keyof typeof VALUE_FLAGS] as (typeof VALUE_FLAGS)[keyof typeof VALUE_FLAGS] | undefined;
    const value = inline ?? args[++i];
    if (!key || value === undefined) throw new CliError(`Usage: goodhours ${USAGE}`);
    values[key] = value;
  }
  const parsed = ownerInput.safeParse(values);
  if (!parsed.success) {
    const flagOf = (field: PropertyKey | undefined) => Object.entries(VALUE_FLAGS).find(([, key]) => key === field)?.[0] ?? '';
    throw new CliError(parsed.error.issues.map((issue) => `${flagOf(issue.path[0])}: ${issue.message}`).join('\n'));
  }
  return { ...parsed.data, askPassword };
}

/** Asks twice without echo; the two must match and follow the password rules. */
async function askNewPassword(io: CliIo): Promise<string> {
  const password = await io.askSecret('Password for the new Owner: ');
  const again = await io.askSecret('The same password again: ');
  if (password !== again) throw new CliError(M.cliPasswordsDiffer);
  const checked = passwordRule.safeParse(password);
  if (!checked.success) throw new CliError(checked.error.issues[0]?.message ?? M.cliPasswordsDiffer);
  return password;
}

/**
 * `create-owner`: the first Owner (or another) of an organisation, active, 0 committed hours. It
 * then prints a one-time link to choose the password (7 days), or with --password at a terminal
 * asks for the password twice and sets it.
 */
export const createOwnerCommand: CliCommand = {
  name: 'create-owner',
  usage: USAGE,
  summary: 'Create an active Owner; print a one-time link to choose the password, or ask for it with --password',
  async run(args, io, env) {
    const options = readOptions(args);
    if (options.askPassword && !io.interactive) throw new CliError(M.cliPasswordNeedsTerminal);
    return withCliSession(env, async ({ ctx }) => {
      const taken = async (tx: Tx) => (await tx.select({ id: users.id }).from(users).where(eq(users.email, options.email))).length > 0;
      if (await taken(ctx.db)) throw new CliError(M.cliEmailTaken(options.email));
      const password = options.askPassword ? await askNewPassword(io) : undefined;
      // Without --password, a password nobody knows until the link sets one.
      const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
      const now = ctx.clock.now();
      const link = await ctx.db.transaction(async (tx) => {
        if (await taken(tx)) throw new CliError(M.cliEmailTaken(options.email));
        const [owner] = await tx
          .insert(users)
          .values({
            email: options.email,
            firstName: options.firstName,
            lastName: options.lastName,
            role: 'Owner',
            weeklyCommittedHours: 0,
            passwordHash,
            passwordChangedAt: now,
            startDate: pacificDate(now),
            createdAt: now,
          })
          .returning({ id: users.id });
        if (!owner) throw new Error('user insert returned nothing');
        if (password) return undefined;
        return issuePasswordLink(tx, ctx.clock, {
          userId: owner.id,
          purpose: 'first-owner',
          createdBy: null,
          publicUrl: ctx.config.publicUrl,
        });
      });
      io.out(M.cliOwnerCreated(options.email));
      if (link) {
        io.out(M.cliLinkIntro(PASSWORD_LINK_HOURS['first-owner'] / 24));
        io.out(`  ${link.url}`);
      } else {
        io.out(M.cliOwnerPasswordSet);
      }
      return 0;
    });
  },
};
