import { createUserInput, PASSWORD_LINK_HOURS, PASSWORD_LINK_MESSAGES as M } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { issuePasswordLink } from '../../modules/auth/index.js';
import { readArguments } from '../arguments.js';
import { CliError, type CliCommand } from '../command.js';
import { withCliSession } from '../open.js';

const USAGE = 'reset-password <email>';
const emailRule = createUserInput.shape.email;

/**
 * `reset-password`: prints a one-time link (24 hours) for the person to choose a new password;
 * their earlier links stop working and their password stays until the link is used.
 */
export const resetPasswordCommand: CliCommand = {
  name: 'reset-password',
  usage: USAGE,
  summary: 'Print a one-time link for a person to choose a new password',
  async run(args, io, env) {
    const { positionals } = readArguments(args, USAGE, { positionals: 1 });
    const parsed = emailRule.safeParse(positionals[0]);
    if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? `Usage: goodhours ${USAGE}`);
    const email = parsed.data;
    return withCliSession(env, async ({ ctx }) => {
      const link = await ctx.db.transaction(async (tx) => {
        const [person] = await tx.select({ id: users.id, isActive: users.isActive }).from(users).where(eq(users.email, email));
        if (!person) throw new CliError(M.cliUnknownEmail(email));
        if (!person.isActive) throw new CliError(M.resetLinkInactive);
        return issuePasswordLink(tx, ctx.clock, { userId: person.id, purpose: 'reset', createdBy: null, publicUrl: ctx.config.publicUrl });
      });
      io.out(M.cliResetIntro(PASSWORD_LINK_HOURS.reset));
      io.out(`  ${link.url}`);
      return 0;
    });
  },
};
