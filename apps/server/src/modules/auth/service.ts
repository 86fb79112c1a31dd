import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { forcePasswordInput, forgotPasswordInput, loginInput, updatePasswordInput } from '@goodhours/domain';
import { effectivePermissions, MESSAGES, type LoginResult, type SessionUser } from '@goodhours/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { users, sessions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { dummyPasswordHash, hashPassword, temporaryPassword, verifyPassword } from '../../auth/password.js';
import { createSession, revokeUserSessions, type AuthUser } from '../../auth/sessions.js';
import { enqueueMail } from '../../mail/outbox.js';
import { forgotPasswordMail } from '../../mail/templates.js';
import { revokeOpenLinks } from './password-links.js';
import { countForgotAttempt, countLoginAttempt, rateLimited, settleSignIn } from './login-limits.js';

export const TEMP_PASSWORD_TTL_MS = 24 * 3600 * 1000;

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

/**
 * Signs in. The attempt is counted before the password is checked (decision 019): over a limit
 * it is refused without checking, unless a device that signed in to this email before is within
 * its own limit; a correct password resets the count of the email and address.
 */
export async function login(ctx: AppContext, input: z.output<typeof loginInput>, meta: RequestMeta): Promise<LoginResult> {
  const now = ctx.clock.now();
  const device = input.deviceToken ? await ctx.signer.verifyDevice(input.deviceToken, now) : undefined;
  const knownDevice = device?.email === input.email ? device : undefined;
  const attempt = await countLoginAttempt(ctx, input.email, meta.ip, knownDevice?.deviceId);
  // A known device passes when either its own limit or the shared ones allow the attempt.
  const wait = attempt.deviceWait === undefined ? attempt.wait : Math.min(attempt.deviceWait, attempt.wait);
  if (wait > 0) throw rateLimited(wait);

  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  const tempOk =
    !passwordOk &&
    !!user?.tempPasswordHash &&
    !!user.tempPasswordExpiresAt &&
    user.tempPasswordExpiresAt > now &&
    (await verifyPassword(user.tempPasswordHash, input.password));

  if (!user || (!passwordOk && !tempOk)) {
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.loginInvalidCredentials, {
      password: MESSAGES.loginInvalidCredentials,
    });
  }
  // A device passes the shared limits only for the account it signed in to.
  const sameAccount = knownDevice?.userId === user.id;
  if (knownDevice && !sameAccount && attempt.wait > 0) throw rateLimited(attempt.wait);
  await settleSignIn(ctx, attempt);
  if (!user.isActive) {
    throw new AppError('INACTIVE', MESSAGES.loginInactive, { email: MESSAGES.loginInactive });
  }

  if (user.mustChangePassword || tempOk) {
    const resetToken = await ctx.signer.signPasswordChange({ userId: user.id, passwordVersion: user.passwordChangedAt.getTime() }, now);
    return { new: true, userId: user.id, resetToken };
  }
  const token = await createSession(ctx, ctx.db, user.id, meta);
  const deviceId = sameAccount ? knownDevice.deviceId : randomUUID();
  const deviceToken = await ctx.signer.signDevice({ userId: user.id, email: user.email, deviceId }, now);
  return { token, deviceToken };
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
    await revokeOpenLinks(tx, user.id, now);
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
    await revokeOpenLinks(tx, userId, now);
  });
}

/**
 * When email, first and last name match an active user, emails a temporary password. It is
 * stored hashed beside the real one, valid 24 hours, and forces a change when used to sign in.
 */
export async function forgotPassword(ctx: AppContext, input: z.output<typeof forgotPasswordInput>, meta: RequestMeta): Promise<void> {
  await countForgotAttempt(ctx, input.email, meta.ip);
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
    portals: caller.portals,
    expiresAt: caller.expiresAt.toISOString(),
  };
}
