import type { BuiltInRole } from '../roles.js';
import type { PermissionKey } from './catalogue.js';
import { hasAnyPermission, type PermissionSubject } from './has-permission.js';

/**
 * An access rule for a route or a menu item: open to the listed roles, or to anyone holding
 * one of the listed permissions (document 1 §6: "allowed-role lists can also grant access").
 * A rule with neither list is open to every signed-in user.
 */
export interface AccessRule {
  readonly roles?: readonly BuiltInRole[];
  readonly permissions?: readonly PermissionKey[];
}

export interface AccessSubject extends PermissionSubject {
  readonly role: string;
}

export function canAccess(subject: AccessSubject, rule: AccessRule | undefined): boolean {
  if (!rule || (!rule.roles?.length && !rule.permissions?.length)) return true;
  if ((rule.roles as readonly string[] | undefined)?.includes(subject.role)) return true;
  return hasAnyPermission(subject, rule.permissions ?? []);
}
