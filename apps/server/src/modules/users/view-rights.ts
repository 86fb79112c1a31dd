import {
  MESSAGES,
  mayViewTimeLog,
  profileView,
  profileViewScope,
  timeLogViewScope,
  type ProfileView,
  type ViewScope,
  type ViewSubject,
} from '@goodhours/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { AppError } from '../../errors.js';
import { visibleTeammateIds } from '../teams/index.js';

/**
 * The view rules (decision 023, `users/view-rights` in the domain) with the team relationship
 * the leaderboard and Team Member Tasks use (`visibleTeammateIds`, document 4 §10). The database
 * is asked only when the caller's scope depends on it.
 */
export async function viewSubject(db: Tx, viewer: AuthUser, subjectId: string, scope: ViewScope): Promise<ViewSubject> {
  if (scope !== 'teammates' || viewer.id === subjectId) return { id: subjectId, isTeammate: false };
  const rows = rowsOf<{ teammate: boolean }>(
    await db.execute(sql`select ${subjectId}::uuid in (${visibleTeammateIds(viewer.id)}) as teammate`),
  );
  return { id: subjectId, isTeammate: rows[0]?.teammate === true };
}

/** How much of `subjectId`'s profile the caller may see; 403 with the view message when nothing. */
export async function assertMayViewProfile(db: Tx, viewer: AuthUser, subjectId: string): Promise<Exclude<ProfileView, 'none'>> {
  const view = profileView(viewer, await viewSubject(db, viewer, subjectId, profileViewScope(viewer)));
  if (view === 'none') throw new AppError('FORBIDDEN', MESSAGES.noPermissionToViewProfile);
  return view;
}

/** A 403 with the view message unless the caller may view `subjectId`'s time log. */
export async function assertMayViewTimeLog(db: Tx, viewer: AuthUser, subjectId: string): Promise<void> {
  const subject = await viewSubject(db, viewer, subjectId, timeLogViewScope(viewer));
  if (!mayViewTimeLog(viewer, subject)) throw new AppError('FORBIDDEN', MESSAGES.noPermissionToViewTimeLog);
}

/** `GET /api/userprofile/teammates`: the ids of the caller's visible teammates, themself left out. */
export async function teammateIds(db: Tx, viewer: AuthUser): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select distinct id from (${visibleTeammateIds(viewer.id)}) as mates(id) where id <> ${viewer.id} order by id`),
  );
  return rows.map((r) => r.id);
}
