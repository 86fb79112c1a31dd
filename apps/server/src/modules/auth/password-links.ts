import {
  PASSWORD_LINK_HOURS,
  PASSWORD_LINK_MESSAGES as M,
  RESET_PASSWORD_PATH,
  type passwordLinkInput,
  type PasswordLinkCheck,
  type PasswordLinkProblem,
  type PasswordLinkPurpose,
} from '@goodhours/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { passwordLinks, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hashLinkToken, LINK_TOKEN_SHAPE, newLinkToken } from '../../auth/link-tokens.js';
import { hashPassword } from '../../auth/password.js';
import { createSession, revokeUserSessions } from '../../auth/sessions.js';

type LinkRow = typeof passwordLinks.$inferSelect;

export interface IssuedPasswordLink {
  token: string;
  url: string;
  expiresAt: Date;
}

/** Ends the person's unused links: a newer one replaces them, or their password was just set. */
export async function revokeOpenLinks(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(passwordLinks)
    .set({ revokedAt: now })
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt), isNull(passwordLinks.revokedAt)));
}

/**
 * A new one-time link for the person (decision 054): 256 random bits, only their SHA-256 stored,
 * valid PASSWORD_LINK_HOURS; the person's earlier unused links stop working. Runs in the caller's
 * transaction, so the link exists only if what sends it (an email) is queued too.
 */
export async function issuePasswordLink(
  tx: Tx,
  clock: Clock,
  args: { userId: string; purpose: PasswordLinkPurpose; createdBy: string | null; publicUrl: string },
): Promise<IssuedPasswordLink> {
  const now = clock.now();
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_HOURS[args.purpose] * 3600 * 1000);
  await revokeOpenLinks(tx, args.userId, now);
  await tx.insert(passwordLinks).values({
    userId: args.userId,
    tokenHash,
    purpose: args.purpose,
    createdBy: args.createdBy,
    createdAt: now,
    expiresAt,
  });
  return { token, url: `${args.publicUrl.replace(/\/+$/, '')}${RESET_PASSWORD_PATH}/${token}`, expiresAt };
}

/** Why a link does not work, or null when it does. */
function problemOf(row: LinkRow | undefined, now: Date): PasswordLinkProblem | null {
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : null;
}

const refused = (problem: PasswordLinkProblem): AppError =>
  new AppError('BAD_REQUEST', M.linkStates[problem], { token: M.linkStates[problem] });

/** Whether a link works, with the person's first name for the greeting (nothing else); or why not. */
export async function checkPasswordLink(ctx: AppContext, token: string): Promise<PasswordLinkCheck> {
  if (!LINK_TOKEN_SHAPE.test(token)) return { state: 'invalid', message: M.linkStates.invalid };
  const [found] = await ctx.db
    .select({ link: passwordLinks, firstName: users.firstName, isActive: users.isActive })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(eq(passwordLinks.tokenHash, hashLinkToken(token)));
  const problem = problemOf(found?.link, ctx.clock.now());
  if (problem) return { state: problem, message: M.linkStates[problem] };
  if (!found?.isActive) return { state: 'invalid', message: M.inactive };
  return { state: 'valid', firstName: found.firstName };
}

/**
 * Sets the person's password through a link and signs them in, in one transaction: the link is
 * claimed by a compare-and-set (unused, not revoked, not expired), so of two submits only one
 * succeeds; every other session of the person ends, as after any password change.
 */
export async function usePasswordLink(
  ctx: AppContext,
  input: z.output<typeof passwordLinkInput>,
  meta: { ip: string; userAgent: string },
): Promise<{ token: string; message: string }> {
  if (!LINK_TOKEN_SHAPE.test(input.token)) throw refused('invalid');
  const tokenHash = hashLinkToken(input.token);
  const passwordHash = await hashPassword(input.newpassword);
  const now = ctx.clock.now();
  const token = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordLinks.tokenHash, tokenHash),
          isNull(passwordLinks.usedAt),
          isNull(passwordLinks.revokedAt),
          gt(passwordLinks.expiresAt, now),
        ),
      )
      .returning({ userId: passwordLinks.userId });
    if (!claimed) {
      const [row] = await tx.select().from(passwordLinks).where(eq(passwordLinks.tokenHash, tokenHash));
      throw refused(problemOf(row, now) ?? 'used');
    }
    const [user] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, claimed.userId)).for('update');
    if (!user?.isActive) throw new AppError('INACTIVE', M.inactive);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false, tempPasswordHash: null, tempPasswordExpiresAt: null })
      .where(eq(users.id, claimed.userId));
    await revokeOpenLinks(tx, claimed.userId, now);
    await revokeUserSessions(ctx, tx, claimed.userId);
    return createSession(ctx, tx, claimed.userId, meta);
  });
  return { token, message: M.passwordSet };
}
