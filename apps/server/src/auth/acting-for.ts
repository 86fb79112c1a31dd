import { eq } from 'drizzle-orm';
import { mayViewOthersDashboard, MESSAGES, type PermissionSubject } from '@goodhours/domain';
import type { AppContext } from '../context.js';
import { roles, users } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import type { AuthUser } from './sessions.js';

/**
 * Whether the caller may act for `targetId` on a dashboard screen: themself, or an Owner or
 * Administrator viewing that person (document 2 §2).
 */
export function mayActAs(caller: AuthUser, targetId: string): boolean {
  return caller.id === targetId || mayViewOthersDashboard(caller.role);
}

/** A 403 unless `mayActAs`. */
export function assertMayActAs(caller: AuthUser, targetId: string): void {
  if (!mayActAs(caller, targetId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** The person a dashboard screen is computed for, with their own permissions. */
export interface ShownPerson extends PermissionSubject {
  id: string;
  role: string;
}

/**
 * The person whose dashboard the caller is looking at: the caller, or (for an Owner or
 * Administrator) the viewed person, whose panels list what that person would see. 403 for
 * anyone else, 404 for an unknown person.
 */
export async function shownPerson(ctx: AppContext, caller: AuthUser, targetId: string): Promise<ShownPerson> {
  assertMayActAs(caller, targetId);
  if (caller.id === targetId) return caller;
  const [row] = await ctx.db
    .select({
      id: users.id,
      role: users.role,
      rolePermissions: roles.permissions,
      frontPermissions: users.frontPermissions,
      removedDefaultPermissions: users.removedDefaultPermissions,
    })
    .from(users)
    .leftJoin(roles, eq(roles.roleName, users.role))
    .where(eq(users.id, targetId));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return { ...row, rolePermissions: row.rolePermissions ?? [] };
}
