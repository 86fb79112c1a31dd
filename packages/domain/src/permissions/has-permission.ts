import type { PermissionKey } from './catalogue.js';

/**
 * What decides a permission: the role's list minus what was removed from this user,
 * plus the user's own extra permissions (document 4 §2). The server guards, the web route
 * guards and every control in the UI ask this one function.
 */
export interface PermissionSubject {
  readonly rolePermissions: readonly string[];
  readonly frontPermissions: readonly string[];
  readonly removedDefaultPermissions: readonly string[];
}

export function hasPermission(subject: PermissionSubject, key: PermissionKey): boolean {
  if (subject.frontPermissions.includes(key)) return true;
  return subject.rolePermissions.includes(key) && !subject.removedDefaultPermissions.includes(key);
}

export function hasAnyPermission(subject: PermissionSubject, keys: readonly PermissionKey[]): boolean {
  return keys.some((k) => hasPermission(subject, k));
}

/** The full list of permissions the subject holds, for sending to the web app. */
export function effectivePermissions(subject: PermissionSubject): string[] {
  const removed = new Set(subject.removedDefaultPermissions);
  const out = new Set(subject.rolePermissions.filter((k) => !removed.has(k)));
  for (const k of subject.frontPermissions) out.add(k);
  return [...out].sort();
}
