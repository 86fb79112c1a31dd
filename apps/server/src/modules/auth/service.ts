import { and, eq, sql } from 'drizzle-orm';
import type {
  forcePasswordInput,
  forgotPasswordInput,
  loginInput,
  updatePasswordInput} from '@goodhours/domain';
import {
  effectivePermissions,
  MESSAGES,
  type LoginResult,
  type SessionUser,
} from '@goodhours/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { users, sessions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { dummyPasswordHash, hashPassword, temporaryPassword, verifyPassword } from '../../auth/password.js';
import { clearAttempts, recordAttempt, secondsUntilAllowed, type RateLimit } from '../../auth/rate-limit.js';
import { createSession, revokeUserSessions, type AuthUser } from '../../auth/sessions.js';
import { enqueueMail } from '../../mail/outbox.js';
import { forgotPasswordMail } from '../../mail/templates.js';

/** At most 10 failed attempts per 15 minutes, per email and per IP (document 4 §3). */
export const LOGIN_LIMIT: RateLimit = { max: 10, windowSeconds: 15 * 60 };
export const TEMP_PASSWORD_TTL_MS = 24 * 3600 * 1000;

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

async function refuseWhenLimited(ctx: AppContext, keys: string[]): Promise<void> {
  const wait = await secondsUntilAllowed(ctx.db, keys, LOGIN_LIMIT, ctx.clock.now());
  if (wait > 0) {
    throw new AppError('RATE_LIMITED', MESSAGES.loginRateLimited(Math.ceil(wait / 60)), undefined, wait);
  }
}

export async function login(
  ctx: AppContext,
  input: z.output<typeof loginInput>,
  meta: RequestMeta,
): Promise<LoginResult> {
  const keys = [`login:email:${input.email}`, `login:ip:${meta.ip}`];
  await refuseWhenLimited(ctx, keys);
  const now = ctx.clock.now();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const tempOk =
    !passwordOk &&
    !!user?.tempPasswordHash &&
    !!user.tempPasswordExpiresAt &&
    user.tempPasswordExpiresAt > now &&
    (await verifyPassword(user.tempPasswordHash, input.password));

  if (!user || (!passwordOk && !tempOk)) {
    await recordAttempt(ctx.db, keys, LOGIN_LIMIT, now);
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.loginInvalidCredentials, {
      password: MESSAGES.loginInvalidCredentials,
    });
  }
  if (!user.isActive) {
    throw new AppError('INACTIVE', MESSAGES.loginInactive, { email: MESSAGES.loginInactive });
  }
  await clearAttempts(ctx.db, keys[0] as string);

  if (user.mustChangePassword || tempOk) {
    const resetToken = await ctx.signer.signPasswordChange(
      { userId: user.id, passwordVersion: user.passwordChangedAt.getTime() },
      now,
    );
    return { new: true, userId: user.id, resetToken };
  }
  const token = await createSession(ctx, ctx.db, user.id, meta);
  return { token };
}

export async function forcePasswordUpdate(ctx: AppContext, input: z.output<typeof forcePasswordInput>): Promise<void> {
  const now = ctx.clock.now();
  const claims = await ctx.signer.verifyPasswordChange(input.resetToken, now);
  const [user] = claims ? await ctx.db.select().from(users).where(eq(users.id, input.userId)) : [];
  if (!claims || !user || claims.userId !== user.id || claims.passwordVersion !== user.passwordChangedAt.getTime()) {
    throw new AppError('FORBIDDEN', MESSAGES.forcePasswordFailure);
  }
  if (!user.isActive) throw new AppError('INACTIVE', MESSAGES.loginInactive);
  const passwordHash = await hashPassword(input.newpassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false, tempPasswordHash: null, tempPasswordExpiresAt: null })
      .where(eq(users.id, user.id));
    await revokeUserSessions(ctx, tx, user.id);
  });
}

export async function updatePassword(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  input: z.output<typeof updatePasswordInput>,
): Promise<void> {
  if (caller.id !== userId) throw new AppError('FORBIDDEN', MESSAGES.updatePasswordOthers);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  if (!(await verifyPassword(user.passwordHash, input.currentpassword))) {
    throw new AppError('BAD_REQUEST', MESSAGES.currentPasswordWrong, { currentpassword: MESSAGES.currentPasswordWrong });
  }
  const passwordHash = await hashPassword(input.newpassword);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false, tempPasswordHash: null, tempPasswordExpiresAt: null })
      .where(eq(users.id, userId));
    await revokeUserSessions(ctx, tx, userId);
  });
}

/**
 * When email, first and last name match an active user, emails a temporary password. It is
 * stored hashed beside the real one, valid 24 hours, and forces a change when used to sign in.
 */
export async function forgotPassword(
  ctx: AppContext,
  input: z.output<typeof forgotPasswordInput>,
  meta: RequestMeta,
): Promise<void> {
  const keys = [`forgot:email:${input.email}`, `forgot:ip:${meta.ip}`];
  await refuseWhenLimited(ctx, keys);
  const now = ctx.clock.now();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.email, input.email),
        eq(sql`lower(${users.firstName})`, input.firstName.toLowerCase()),
        eq(sql`lower(${users.lastName})`, input.lastName.toLowerCase()),
        eq(users.isActive, true),
      ),
    );
  await recordAttempt(ctx.db, keys, LOGIN_LIMIT, now);
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.forgotFailure);
  const password = temporaryPassword();
  const tempPasswordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tempPasswordHash, tempPasswordExpiresAt: new Date(now.getTime() + TEMP_PASSWORD_TTL_MS) })
      .where(eq(users.id, user.id));
    await enqueueMail(
      tx,
      now,
      forgotPasswordMail({ to: user.email, firstName: user.firstName, password, loginUrl: `${ctx.config.publicUrl}/login` }),
    );
  });
}

/** A fresh token for the caller's own session, with a new expiry. */
export async function refreshToken(ctx: AppContext, caller: AuthUser, userId: string): Promise<string> {
  if (caller.id !== userId) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.tokenTtlSeconds * 1000);
  await ctx.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, caller.sessionId));
  return ctx.signer.signSession({ userId: caller.id, sessionId: caller.sessionId, expiresAt }, now);
}

export function sessionUser(caller: AuthUser): SessionUser {
  return {
    userid: caller.id,
    email: caller.email,
    firstName: caller.firstName,
    lastName: caller.lastName,
    role: caller.role,
    profilePic: caller.profilePic,
    permissions: effectivePermissions(caller),
    rolePermissions: caller.rolePermissions,
    frontPermissions: caller.frontPermissions,
    removedDefaultPermissions: caller.removedDefaultPermissions,
    expiresAt: caller.expiresAt.toISOString(),
  };
}
