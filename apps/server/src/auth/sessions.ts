import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  effectivePermissions,
  hasAnyPermission,
  hasPermission,
  isPortalName,
  MESSAGES,
  type PermissionKey,
  type PortalName,
} from '@goodhours/domain';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { roles, sessions, users } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { notifySessionsRevoked } from '../modules/timer/index.js';

/** The caller of a request, as every permission decision sees them. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  isProtected: boolean;
  profilePic: string | null;
  sessionId: string;
  expiresAt: Date;
  rolePermissions: string[];
  frontPermissions: string[];
  removedDefaultPermissions: string[];
  /** The portals whose login was passed in this session (decision 069). */
  portals: PortalName[];
}

export async function createSession(ctx: AppContext, tx: Tx, userId: string, meta: { userAgent: string; ip: string }): Promise<string> {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.tokenTtlSeconds * 1000);
  const [row] = await tx
    .insert(sessions)
    .values({ userId, createdAt: now, expiresAt, userAgent: meta.userAgent.slice(0, 300), ip: meta.ip })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return ctx.signer.signSession({ userId, sessionId: row.id, expiresAt }, now);
}

/**
 * Ends every live session of a user: password change, deactivation, forced logout. Their timer
 * sockets close on every server instance once `tx` commits.
 */
export async function revokeUserSessions(ctx: AppContext, tx: Tx, userId: string): Promise<void> {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await notifySessionsRevoked(
    tx,
    revoked.map((s) => s.id),
  );
}

/** Ends one session (logout); its timer sockets close on every server instance. */
export async function revokeSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, sessionId));
    await notifySessionsRevoked(tx, [sessionId]);
  });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

/** Resolves a token to a live session of an active user, or undefined. One query. */
export async function userFromToken(ctx: AppContext, token: string): Promise<AuthUser | undefined> {
  const now = ctx.clock.now();
  const claims = await ctx.signer.verifySession(token, now);
  if (!claims) return undefined;
  const [row] = await ctx.db
    .select({
      // Only what a caller needs: the whole users row (pictures, links, totals) is wide.
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        isProtected: users.isProtected,
        profilePic: users.profilePic,
        frontPermissions: users.frontPermissions,
        removedDefaultPermissions: users.removedDefaultPermissions,
      },
      expiresAt: sessions.expiresAt,
      portals: sessions.portals,
      rolePermissions: roles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.roleName, users.role))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    );
  if (!row) return undefined;
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    isProtected: u.isProtected,
    profilePic: u.profilePic,
    sessionId: claims.sessionId,
    expiresAt: row.expiresAt,
    rolePermissions: row.rolePermissions ?? [],
    frontPermissions: u.frontPermissions,
    removedDefaultPermissions: u.removedDefaultPermissions,
    portals: row.portals.filter(isPortalName),
  };
}

/** The signed-in caller, or a 401. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn);
  const user = await userFromToken(ctx, token);
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionEnded);
  return user;
}

export function can(user: AuthUser, key: PermissionKey): boolean {
  return hasPermission(user, key);
}

/** A 403 unless the caller holds at least one of the permissions. */
export function requirePermission(user: AuthUser, ...keys: PermissionKey[]): void {
  if (!hasAnyPermission(user, keys)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

export function permissionsOf(user: AuthUser): string[] {
  return effectivePermissions(user);
}
