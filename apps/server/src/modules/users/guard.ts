import { MESSAGES, mayChangeAccount, USER_MESSAGES, type ProfileTarget } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { requirePermission, type AuthUser } from '../../auth/sessions.js';

export async function loadUser(tx: Tx, id: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return user;
}

/**
 * Owner and protected accounts (document 4 §2): an Owner's account needs addDeleteEditOwners;
 * a protected account can be changed only by itself or by an Owner holding it.
 */
export function assertMayChange(actor: AuthUser, target: ProfileTarget): void {
  if (!mayChangeAccount(actor, target)) throw new AppError('FORBIDDEN', USER_MESSAGES.noPermissionToEdit);
}

/** A person's own data, or anyone's with getUserProfiles (their projects, their tasks). */
export function assertOwnOrReader(actor: AuthUser, userId: string): void {
  if (actor.id !== userId) requirePermission(actor, 'getUserProfiles');
}
