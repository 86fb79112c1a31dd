import { eq, sql } from 'drizzle-orm';
import { isPortalName, mayUsePortal, MESSAGES, PORTAL_MESSAGES, type PortalLoginAnswer, type PortalName } from '@goodhours/domain';
import type { portalLoginInput } from '@goodhours/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { sessions, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { verifyPassword } from '../../auth/password.js';
import type { AuthUser } from '../../auth/sessions.js';
import { countLoginAttempt, rateLimited, settleSignIn } from '../auth/index.js';

/**
 * A portal login (document 3 §2.10; decision 069): a step-up inside the signed-in session. A
 * caller without the portal's permission is refused before anything is checked. The attempt is
 * counted by the sign-in limits against the caller's own account, so it guesses no faster than
 * the main login; the caller's own email and password then set the portal's flag on this
 * session's row. No token is issued: the flag ends with the session.
 */
export async function portalLogin(
  ctx: AppContext,
  caller: AuthUser,
  portal: PortalName,
  input: z.output<typeof portalLoginInput>,
  ip: string,
): Promise<PortalLoginAnswer> {
  if (!mayUsePortal(caller, portal)) throw new AppError('FORBIDDEN', PORTAL_MESSAGES.noAccess);
  const attempt = await countLoginAttempt(ctx, caller.email, ip, undefined);
  if (attempt.wait > 0) throw rateLimited(attempt.wait);

  if (input.email !== caller.email) {
    throw new AppError('VALIDATION', PORTAL_MESSAGES.notYourEmail, { email: PORTAL_MESSAGES.notYourEmail });
  }
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id));
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('VALIDATION', PORTAL_MESSAGES.wrongPassword, { password: PORTAL_MESSAGES.wrongPassword });
  }
  await settleSignIn(ctx, attempt);

  const [row] = await ctx.db
    .update(sessions)
    .set({ portals: sql`(SELECT array_agg(DISTINCT p ORDER BY p) FROM unnest(${sessions.portals} || ARRAY[${portal}]::text[]) AS p)` })
    .where(eq(sessions.id, caller.sessionId))
    .returning({ portals: sessions.portals });
  if (!row) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
  return { portals: row.portals.filter(isPortalName) };
}
