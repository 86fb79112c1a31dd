import { mayViewOthersDashboard, MESSAGES } from '@goodhours/domain';
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
