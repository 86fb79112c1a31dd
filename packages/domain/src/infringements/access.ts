import type { PermissionKey } from '../permissions/catalogue.js';
import { hasAnyPermission, hasPermission, type PermissionSubject } from '../permissions/has-permission.js';

/** Besides the person themself, these read someone's blue squares. */
export const INFRINGEMENT_READERS = [
  'getUserProfiles',
  'addInfringements',
  'editInfringements',
  'deleteInfringements',
] as const satisfies readonly PermissionKey[];

export function readsInfringementsOf(actor: PermissionSubject & { readonly id: string }, userId: string): boolean {
  return actor.id === userId || hasAnyPermission(actor, INFRINGEMENT_READERS);
}

export interface InfringementTarget {
  readonly role: string;
  readonly isProtected: boolean;
}

/**
 * Owner protection (document 4 §2): an Owner's blue squares change only with
 * addDeleteEditOwners; a protected account's only by an Owner holding it.
 */
export function mayChangeInfringementsOf(actor: PermissionSubject & { readonly role: string }, target: InfringementTarget): boolean {
  const ownerPower = hasPermission(actor, 'addDeleteEditOwners');
  if (target.isProtected) return ownerPower && actor.role === 'Owner';
  if (target.role === 'Owner') return ownerPower;
  return true;
}
