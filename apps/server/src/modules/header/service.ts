import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addDays,
  HEADER_MESSAGES as M,
  hoursBellDue,
  MESSAGES,
  pacificMidnight,
  pacificWeek,
  hoursFromSeconds,
  type HeaderNotification,
  type HoursBell,
  type OwnerMessage,
  type OwnerMessageInput,
} from '@goodhours/domain';
import { assertMayActAs } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import { notifications, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { readSetting, writeSetting } from '../../settings/org-settings.js';
import { weekSeconds } from '../time-entries/index.js';

const KEY = 'ownerMessage';
const EMPTY: OwnerMessage = { ownerMessage: '', standardMessage: '' };

export const readOwnerMessage = async (ctx: AppContext): Promise<OwnerMessage> => (await readSetting(ctx.db, KEY, EMPTY)).value;

/** A holder of editHeaderMessage (the route's rule) sets the message of the moment, or (isStandard) the one shown when there is none. */
export async function saveOwnerMessage(ctx: AppContext, caller: AuthUser, input: OwnerMessageInput): Promise<OwnerMessage> {
  const current = await readOwnerMessage(ctx);
  const next = input.isStandard ? { ...current, standardMessage: input.newMessage } : { ...current, ownerMessage: input.newMessage };
  await writeSetting(ctx.db, KEY, next, caller.id, ctx.clock.now());
  return next;
}

export async function deleteOwnerMessage(ctx: AppContext, caller: AuthUser): Promise<OwnerMessage> {
  const next = { ...(await readOwnerMessage(ctx)), ownerMessage: '' };
  await writeSetting(ctx.db, KEY, next, caller.id, ctx.clock.now());
  return next;
}

const sender = alias(users, 'sender');

/** The caller's unread notifications, newest first (the card shows the first). */
export async function unreadNotifications(ctx: AppContext, caller: AuthUser, userId: string): Promise<HeaderNotification[]> {
  if (caller.id !== userId) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const rows = await ctx.db
    .select({
      id: notifications.id,
      message: notifications.message,
      isSystemGenerated: notifications.isSystemGenerated,
      createdAt: notifications.createdAt,
      firstName: sender.firstName,
      lastName: sender.lastName,
    })
    .from(notifications)
    .leftJoin(sender, eq(sender.id, notifications.senderId))
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .orderBy(desc(notifications.createdAt))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    message: r.message,
    isSystemGenerated: r.isSystemGenerated,
    createdTimeStamps: r.createdAt.toISOString(),
    sender: r.firstName !== null && r.lastName !== null ? { firstName: r.firstName, lastName: r.lastName } : null,
  }));
}

/** Only the recipient marks a notification read. */
export async function markNotificationRead(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  const updated = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, caller.id)))
    .returning({ id: notifications.id });
  if (!updated.length) throw new AppError('NOT_FOUND', M.notificationNotFound);
}

/** The weekly hours bell for the person (document 2 §4): computed on the server's clock. */
export async function hoursBell(ctx: AppContext, caller: AuthUser, userId: string): Promise<HoursBell> {
  assertMayActAs(caller, userId);
  const now = ctx.clock.now();
  const week = pacificWeek(now);
  const [row] = rowsOf<{ committed: number; seen: string | null; tangible: string | number }>(
    await ctx.db.execute(sql`
      select u.weekly_committed_hours as committed, u.hours_bell_seen_week::text as seen,
             coalesce(w.tangible_seconds, 0) as tangible
        from users u left join ${weekSeconds(week.start)} w on w.user_id = u.id
       where u.id = ${userId}`),
  );
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  const msLeft = pacificMidnight(addDays(week.start, 7)).getTime() - now.getTime();
  const tangibleHours = hoursFromSeconds(Number(row.tangible));
  const show = hoursBellDue({ committedHours: row.committed, tangibleHours, seenThisWeek: row.seen === week.start, msLeft });
  return { show, tangibleHours, committedHours: row.committed, hoursLeft: Math.max(0, Math.floor(msLeft / 3_600_000)) };
}

/** Dismissing the bell records this week, so it stays quiet until the next one. */
export async function dismissHoursBell(ctx: AppContext, caller: AuthUser, userId: string): Promise<HoursBell> {
  assertMayActAs(caller, userId);
  const week = pacificWeek(ctx.clock.now());
  const updated = await ctx.db.update(users).set({ hoursBellSeenWeek: week.start }).where(eq(users.id, userId)).returning({ id: users.id });
  if (!updated.length) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return hoursBell(ctx, caller, userId);
}
