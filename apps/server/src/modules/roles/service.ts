import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  createRoleInput,
  rolePresetInput,
  UpdateRoleRequest,
  UpdateRolePresetRequest,
  UserPermissionsRequest,
} from '@goodhours/domain';
import {
  hasPermission,
  isBuiltInRole,
  MESSAGES,
  type PermissionChange,
  type Role,
  type RolePreset,
  type UserPermissions,
} from '@goodhours/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { permissionChanges, rolePresets, roles, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { AuthUser } from '../../auth/sessions.js';

function diff(before: readonly string[], after: readonly string[]) {
  const b = new Set(before);
  const a = new Set(after);
  return { added: after.filter((k) => !b.has(k)), removed: before.filter((k) => !a.has(k)) };
}

async function logChange(
  ctx: AppContext,
  tx: Tx,
  actor: AuthUser,
  target: { kind: 'role' | 'user'; id: string; name: string },
  change: { added: string[]; removed: string[] },
): Promise<void> {
  if (!change.added.length && !change.removed.length) return;
  await tx.insert(permissionChanges).values({
    at: ctx.clock.now(),
    actorId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`,
    targetKind: target.kind,
    targetId: target.id,
    targetName: target.name,
    added: change.added,
    removed: change.removed,
  });
}

export async function listRoles(ctx: AppContext): Promise<Role[]> {
  const holders = ctx.db
    .select({ role: users.role, n: count().as('n') })
    .from(users)
    .groupBy(users.role)
    .as('holders');
  const rows = await ctx.db
    .select({ role: roles, userCount: sql<number>`coalesce(${holders.n}, 0)::int` })
    .from(roles)
    .leftJoin(holders, eq(holders.role, roles.roleName))
    .orderBy(asc(roles.roleName));
  return rows.map(({ role, userCount }) => ({
    id: role.id,
    roleName: role.roleName,
    permissions: role.permissions,
    builtIn: role.builtIn,
    userCount,
  }));
}

async function roleById(tx: Tx, id: string) {
  const [role] = await tx.select().from(roles).where(eq(roles.id, id));
  if (!role) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return role;
}

export async function createRole(ctx: AppContext, actor: AuthUser, input: z.output<typeof createRoleInput>): Promise<Role> {
  return ctx.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(sql`lower(${roles.roleName}) = lower(${input.roleName})`);
    if (clash) throw new AppError('CONFLICT', MESSAGES.roleNameTaken, { roleName: MESSAGES.roleNameTaken });
    const [role] = await tx.insert(roles).values({ roleName: input.roleName, permissions: input.permissions }).returning();
    if (!role) throw new Error('role insert returned nothing');
    await logChange(ctx, tx, actor, { kind: 'role', id: role.id, name: role.roleName }, { added: role.permissions, removed: [] });
    return { id: role.id, roleName: role.roleName, permissions: role.permissions, builtIn: false, userCount: 0 };
  });
}

export async function updateRole(ctx: AppContext, actor: AuthUser, id: string, input: UpdateRoleRequest): Promise<Role> {
  return ctx.db.transaction(async (tx) => {
    const role = await roleById(tx, id);
    await tx.update(roles).set({ permissions: input.permissions }).where(eq(roles.id, id));
    await logChange(ctx, tx, actor, { kind: 'role', id, name: role.roleName }, diff(role.permissions, input.permissions));
    const [holders] = await tx.select({ n: count() }).from(users).where(eq(users.role, role.roleName));
    return { id, roleName: role.roleName, permissions: input.permissions, builtIn: role.builtIn, userCount: holders?.n ?? 0 };
  });
}

export async function deleteRole(ctx: AppContext, actor: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const role = await roleById(tx, id);
    if (role.builtIn || isBuiltInRole(role.roleName)) throw new AppError('CONFLICT', MESSAGES.roleBuiltIn);
    const [holders] = await tx.select({ n: count() }).from(users).where(eq(users.role, role.roleName));
    if ((holders?.n ?? 0) > 0) throw new AppError('CONFLICT', MESSAGES.roleInUse);
    await tx.delete(rolePresets).where(eq(rolePresets.roleName, role.roleName));
    await tx.delete(roles).where(eq(roles.id, id));
    await logChange(ctx, tx, actor, { kind: 'role', id, name: role.roleName }, { added: [], removed: role.permissions });
  });
}

const presetDto = (p: typeof rolePresets.$inferSelect): RolePreset => ({
  id: p.id,
  roleName: p.roleName,
  presetName: p.presetName,
  permissions: p.permissions,
});

export async function listPresets(ctx: AppContext, roleName: string): Promise<RolePreset[]> {
  const rows = await ctx.db.select().from(rolePresets).where(eq(rolePresets.roleName, roleName)).orderBy(asc(rolePresets.presetName));
  return rows.map(presetDto);
}

export async function createPreset(ctx: AppContext, input: z.output<typeof rolePresetInput>): Promise<RolePreset> {
  const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, input.roleName));
  if (!role) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const [row] = await ctx.db.insert(rolePresets).values(input).returning();
  if (!row) throw new Error('preset insert returned nothing');
  return presetDto(row);
}

export async function updatePreset(ctx: AppContext, id: string, input: UpdateRolePresetRequest): Promise<RolePreset> {
  const [row] = await ctx.db
    .update(rolePresets)
    .set({
      ...(input.presetName !== undefined ? { presetName: input.presetName } : {}),
      ...(input.permissions !== undefined ? { permissions: input.permissions } : {}),
    })
    .where(eq(rolePresets.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return presetDto(row);
}

export async function deletePreset(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(rolePresets).where(eq(rolePresets.id, id)).returning({ id: rolePresets.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', MESSAGES.notFound);
}

export async function listChanges(ctx: AppContext, limit: number): Promise<PermissionChange[]> {
  const rows = await ctx.db.select().from(permissionChanges).orderBy(desc(permissionChanges.at)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    targetKind: r.targetKind,
    targetId: r.targetId,
    targetName: r.targetName,
    added: r.added,
    removed: r.removed,
  }));
}

async function targetUser(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ user: users, rolePermissions: roles.permissions })
    .from(users)
    .leftJoin(roles, eq(roles.roleName, users.role))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return row;
}

export async function getUserPermissions(ctx: AppContext, userId: string): Promise<UserPermissions> {
  const { user, rolePermissions } = await targetUser(ctx.db, userId);
  return {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    role: user.role,
    rolePermissions: rolePermissions ?? [],
    frontPermissions: user.frontPermissions,
    removedDefaultPermissions: user.removedDefaultPermissions,
  };
}

/**
 * Sets one user's extra and removed permissions. Owner and protected accounts follow
 * document 4 §2, and nobody but an Owner grants a permission they do not hold themselves.
 */
export async function updateUserPermissions(
  ctx: AppContext,
  actor: AuthUser,
  userId: string,
  input: UserPermissionsRequest,
): Promise<UserPermissions> {
  await ctx.db.transaction(async (tx) => {
    const { user, rolePermissions } = await targetUser(tx, userId);
    const ownerPower = hasPermission(actor, 'addDeleteEditOwners');
    if ((user.role === 'Owner' || (user.isProtected && actor.id !== user.id)) && !ownerPower) {
      throw new AppError('FORBIDDEN', MESSAGES.noPermissionToEditProfile);
    }
    const granted = input.frontPermissions.filter((k) => !user.frontPermissions.includes(k));
    if (actor.role !== 'Owner' && granted.some((k) => !hasPermission(actor, k))) {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
    await tx
      .update(users)
      .set({ frontPermissions: input.frontPermissions, removedDefaultPermissions: input.removedDefaultPermissions })
      .where(eq(users.id, userId));
    const effective = (front: readonly string[], removed: readonly string[]) =>
      [...new Set([...(rolePermissions ?? []).filter((k) => !removed.includes(k)), ...front])].sort();
    const before = effective(user.frontPermissions, user.removedDefaultPermissions);
    const after = effective(input.frontPermissions, input.removedDefaultPermissions);
    await logChange(ctx, tx, actor, { kind: 'user', id: user.id, name: `${user.firstName} ${user.lastName}` }, diff(before, after));
  });
  return getUserPermissions(ctx, userId);
}
