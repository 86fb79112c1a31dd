import { hasPermission, type PermissionKey } from '@goodhours/domain';

/** A person's own adjustments on top of their role (document 4 §2). */
export interface UserAdjustments {
  rolePermissions: readonly string[];
  frontPermissions: readonly string[];
  removedDefaultPermissions: readonly string[];
}

/** Where a permission of this person comes from. */
export type PermissionSource = 'role' | 'added' | 'removed' | 'none';

export function permissionSource(user: UserAdjustments, key: string): PermissionSource {
  const inRole = user.rolePermissions.includes(key);
  if (user.frontPermissions.includes(key)) return inRole ? 'role' : 'added';
  if (inRole) return user.removedDefaultPermissions.includes(key) ? 'removed' : 'role';
  return 'none';
}

export function holds(user: UserAdjustments, key: PermissionKey): boolean {
  return hasPermission(user, key);
}

/**
 * Turns one permission on or off for a person. Off: a role permission goes into
 * removedDefaultPermissions, an extra one leaves frontPermissions. On: the reverse.
 */
export function togglePermission<T extends UserAdjustments>(user: T, key: string, on: boolean): T {
  const inRole = user.rolePermissions.includes(key);
  const front = user.frontPermissions.filter((k) => k !== key);
  const removed = user.removedDefaultPermissions.filter((k) => k !== key);
  if (on && !inRole) front.push(key);
  if (!on && inRole) removed.push(key);
  return { ...user, frontPermissions: front, removedDefaultPermissions: removed };
}
