import { MESSAGES, PASSWORD_LINK_MESSAGES as M, type SetupState } from '@goodhours/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { AuthUser } from '../../auth/sessions.js';
import { enqueueMail } from '../../mail/outbox.js';
import { resetLinkMail } from '../../mail/templates.js';
import { assertMayChange } from '../users/index.js';
import { issuePasswordLink } from './password-links.js';

/**
 * Emails a person a one-time link to choose a new password (holders of resetPassword; the route
 * checks it). Owner and protected accounts follow document 4 §2, as for any change to the account;
 * an inactive account is refused (it could not sign in). Their password stays until the link is used.
 */
export async function sendResetLink(ctx: AppContext, caller: AuthUser, userId: string): Promise<{ message: string }> {
  const now = ctx.clock.now();
  const name = await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        isProtected: users.isProtected,
        isActive: users.isActive,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!target) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    assertMayChange(caller, target);
    if (!target.isActive) throw new AppError('CONFLICT', M.resetLinkInactive);
    const link = await issuePasswordLink(tx, ctx.clock, {
      userId: target.id,
      purpose: 'reset',
      createdBy: caller.id,
      publicUrl: ctx.config.publicUrl,
    });
    await enqueueMail(
      tx,
      now,
      resetLinkMail({
        to: target.email,
        firstName: target.firstName,
        orgName: ctx.config.orgName,
        sender: `${caller.firstName} ${caller.lastName}`.trim(),
        url: link.url,
        expiresAt: link.expiresAt,
      }),
    );
    return `${target.firstName} ${target.lastName}`.trim();
  });
  return { message: M.resetLinkSent(name) };
}

/** Whether the organisation still needs its first Owner: one indexed look-up, one yes or no. */
export async function setupState(ctx: AppContext): Promise<SetupState> {
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Owner'), eq(users.isActive, true)))
    .limit(1);
  return { needsOwner: !owner };
}
