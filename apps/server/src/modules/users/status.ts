import {
  formatDay,
  mayProtectAccounts,
  pacificDate,
  STATUS_WATCHERS,
  USER_MESSAGES,
  type UserProfile,
  type userStatusInput,
} from '@goodhours/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { teamMembers, users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { requirePermission, revokeUserSessions, type AuthUser } from '../../auth/sessions.js';
import { enqueueMail } from '../../mail/outbox.js';
import { statusChangeMail } from '../../mail/templates.js';
import { assertMayChange, loadUser } from './guard.js';
import { getProfile } from './profile.js';

type StatusInput = z.output<typeof userStatusInput>;

/** Who hears of a status change (document 4 §8): the managers of the person's teams and the Owners. */
async function statusWatchers(tx: Tx, userId: string): Promise<string[]> {
  const teamIds = (await tx.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId))).map((r) => r.id);
  const managers = teamIds.length
    ? await tx
        .select({ email: users.email })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(inArray(teamMembers.teamId, teamIds), eq(users.role, STATUS_WATCHERS.teamRole), eq(users.isActive, true)))
    : [];
  const owners = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, STATUS_WATCHERS.everyoneOf), eq(users.isActive, true)));
  return [...new Set([...managers, ...owners].map((r) => r.email))];
}

export async function notifyStatusChange(ctx: AppContext, tx: Tx, user: UserRow, change: string): Promise<void> {
  const now = ctx.clock.now();
  for (const to of await statusWatchers(tx, user.id)) {
    await enqueueMail(tx, now, statusChangeMail({ to, name: `${user.firstName} ${user.lastName}`, change }));
  }
}

/**
 * Activate, deactivate, pause until a date, or set / remove a final day (document 1 §4,
 * document 4 §8). Deactivating ends the person's sessions at once. Answers the changed profile.
 */
export async function changeStatus(ctx: AppContext, actor: AuthUser, userId: string, input: StatusInput): Promise<UserProfile> {
  const finalDay = input.action === 'setFinalDay' || input.action === 'removeFinalDay';
  requirePermission(actor, finalDay ? 'setFinalDay' : 'changeUserStatus');
  const today = pacificDate(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, userId);
    assertMayChange(actor, user);
    if (actor.id === userId && input.action !== 'activate') throw new AppError('FORBIDDEN', USER_MESSAGES.cannotRemoveSelf);
    let change: string;
    switch (input.action) {
      case 'activate':
        await tx.update(users).set({ isActive: true, endDate: null, reactivationDate: null }).where(eq(users.id, userId));
        change = 'was activated';
        break;
      case 'deactivate':
        await tx.update(users).set({ isActive: false, endDate: today, reactivationDate: null }).where(eq(users.id, userId));
        await revokeUserSessions(ctx, tx, userId);
        change = `was deactivated on ${formatDay(today)}`;
        break;
      case 'pause':
        if (input.reactivationDate <= today) {
          throw new AppError('VALIDATION', USER_MESSAGES.reactivationInPast, { reactivationDate: USER_MESSAGES.reactivationInPast });
        }
        await tx
          .update(users)
          .set({ isActive: false, endDate: today, reactivationDate: input.reactivationDate })
          .where(eq(users.id, userId));
        await revokeUserSessions(ctx, tx, userId);
        change = `was paused until ${formatDay(input.reactivationDate)}`;
        break;
      case 'setFinalDay':
        if (input.endDate < today)
          throw new AppError('VALIDATION', USER_MESSAGES.finalDayInPast, { endDate: USER_MESSAGES.finalDayInPast });
        await tx.update(users).set({ endDate: input.endDate }).where(eq(users.id, userId));
        change = `has a final day on ${formatDay(input.endDate)}`;
        break;
      case 'removeFinalDay':
        if (!user.isActive || !user.endDate) throw new AppError('CONFLICT', USER_MESSAGES.noFinalDay);
        await tx.update(users).set({ endDate: null }).where(eq(users.id, userId));
        change = 'no longer has a final day';
        break;
    }
    await notifyStatusChange(ctx, tx, user, change);
  });
  return getProfile(ctx, actor, userId);
}

/** Delete (hard), archive (soft) or make inactive, as the delete dialog offers. */
export async function removeUser(ctx: AppContext, actor: AuthUser, userId: string, option: 'delete' | 'archive' | 'inactive') {
  if (actor.id === userId) throw new AppError('FORBIDDEN', USER_MESSAGES.cannotRemoveSelf);
  const today = pacificDate(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, userId);
    assertMayChange(actor, user);
    if (option === 'delete') {
      // Revoked first, so the person's open timer sockets close at once (on every instance).
      await revokeUserSessions(ctx, tx, userId);
      await tx.delete(users).where(eq(users.id, userId));
      return;
    }
    await tx
      .update(users)
      .set({ isActive: false, endDate: user.endDate ?? today, reactivationDate: null, isArchived: option === 'archive' })
      .where(eq(users.id, userId));
    await revokeUserSessions(ctx, tx, userId);
    await notifyStatusChange(ctx, tx, user, option === 'archive' ? 'was archived' : `was deactivated on ${today}`);
  });
}

/** Rehireable or visible: the route's permission first, then the account rules. Answers the profile. */
export async function setFlag(
  ctx: AppContext,
  actor: AuthUser,
  userId: string,
  flag: { isRehireable: boolean } | { isVisible: boolean },
): Promise<UserProfile> {
  await ctx.db.transaction(async (tx) => {
    assertMayChange(actor, await loadUser(tx, userId));
    await tx.update(users).set(flag).where(eq(users.id, userId));
  });
  return getProfile(ctx, actor, userId);
}

/**
 * Protects an account or lifts the protection (document 4 §2): only an Owner holding
 * addDeleteEditOwners, the one caller a protected account does not keep out.
 */
export async function setProtected(ctx: AppContext, actor: AuthUser, userId: string, isProtected: boolean): Promise<UserProfile> {
  if (!mayProtectAccounts(actor)) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.noPermissionToEdit);
  }
  await ctx.db.transaction(async (tx) => {
    await loadUser(tx, userId);
    await tx
      .update(users)
      .set({ isProtected, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
  return getProfile(ctx, actor, userId);
}
