import { eq } from 'drizzle-orm';
import { TIME_ENTRY_MESSAGES as M, type TimeEntry } from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { assertMayViewTimeLog } from '../users/index.js';
import { entriesOfPeople, entriesOfPerson } from './entry-query.js';

/**
 * Whose entries the caller may read: whose time log they may view (decision 023): their own; a
 * team leader's visible team members'; anyone's for Owners, Administrators and holders of
 * getUserProfiles, seeUsersInDashboard or getReports. 403 says 'view'; 404 for nobody.
 */
async function readablePerson(ctx: AppContext, caller: AuthUser, personId: string): Promise<void> {
  await assertMayViewTimeLog(ctx.db, caller, personId);
  if (caller.id === personId) return;
  const [person] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, personId));
  if (!person) throw new AppError('NOT_FOUND', M.personNotFound);
}

/** `GET /api/TimeEntry/user/{id}/{from}/{to}`: one indexed query with the names joined. */
export async function listPersonEntries(
  ctx: AppContext,
  caller: AuthUser,
  personId: string,
  from: string,
  to: string,
): Promise<TimeEntry[]> {
  await readablePerson(ctx, caller, personId);
  return entriesOfPerson(ctx.db, personId, from, to);
}

/** `POST /api/TimeEntry/users`: leaders' views; the route has checked the permission. */
export async function listPeopleEntries(ctx: AppContext, personIds: string[], from: string, to: string): Promise<TimeEntry[]> {
  return entriesOfPeople(ctx.db, [...new Set(personIds)], from, to);
}

/** The edit history is read like the entries: one's own, or with a viewing permission. */
export async function checkHistoryReader(ctx: AppContext, caller: AuthUser, personId: string): Promise<void> {
  await readablePerson(ctx, caller, personId);
}
