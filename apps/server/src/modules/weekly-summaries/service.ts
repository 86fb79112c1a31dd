import { and, count, eq, inArray } from 'drizzle-orm';
import {
  hasAnyPermission,
  hasPermission,
  MESSAGES,
  slotWeek,
  SUMMARY_MESSAGES as M,
  SUMMARY_SLOTS,
  type SummarySaveInput,
  type WeeklySummaries,
} from '@goodhours/domain';
import { mayActAs } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { users, weeklySummaries } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { sanitizeInfoHtml } from '../info/sanitize.js';

/** Who may read a person's summaries: themself (or an Owner/Administrator for them), and summary readers and profile editors. */
function assertMayRead(caller: AuthUser, userId: string): void {
  if (mayActAs(caller, userId) || hasAnyPermission(caller, ['getWeeklySummaries', 'putUserProfile'])) return;
  throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** Writing the window's slots: the person, or an Owner/Administrator acting for them. */
function assertMayWrite(caller: AuthUser, userId: string): void {
  if (!mayActAs(caller, userId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

async function readSummaries(db: Tx, now: Date, userId: string): Promise<WeeklySummaries> {
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, mediaUrl: users.mediaUrl, weeklySummaryOption: users.weeklySummaryOption })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  const weeks = SUMMARY_SLOTS.map((_, slot) => ({ slot, ...slotWeek(now, slot) }));
  const rows = await db
    .select({ weekStart: weeklySummaries.weekStart, summary: weeklySummaries.summary, uploadDate: weeklySummaries.uploadDate })
    .from(weeklySummaries)
    .where(and(eq(weeklySummaries.userId, userId), inArray(weeklySummaries.weekStart, weeks.map((w) => w.weekStart))));
  const [total] = await db.select({ n: count() }).from(weeklySummaries).where(eq(weeklySummaries.userId, userId));
  return {
    userId,
    ...person,
    weeklySummariesCount: total?.n ?? 0,
    slots: weeks.map((w) => {
      const row = rows.find((r) => r.weekStart === w.weekStart);
      return { slot: w.slot, weekStart: w.weekStart, dueDate: w.dueDate.toISOString(), summary: row?.summary ?? '', uploadDate: row?.uploadDate.toISOString() ?? null };
    }),
  };
}

export async function getSummaries(ctx: AppContext, caller: AuthUser, userId: string): Promise<WeeklySummaries> {
  assertMayRead(caller, userId);
  return readSummaries(ctx.db, ctx.clock.now(), userId);
}

/** Writes (or, when empty, clears) one slot. */
async function writeSlot(tx: Tx, now: Date, userId: string, slot: number, html: string): Promise<void> {
  const { weekStart, dueDate } = slotWeek(now, slot);
  const summary = sanitizeInfoHtml(html).trim();
  const where = and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart));
  if (!summary) {
    await tx.delete(weeklySummaries).where(where);
    return;
  }
  await tx
    .insert(weeklySummaries)
    .values({ userId, weekStart, summary, dueDate, uploadDate: now })
    .onConflictDoUpdate({ target: [weeklySummaries.userId, weeklySummaries.weekStart], set: { summary, uploadDate: now } });
}

/** The window's Save: the slot's text, the media link, with the three confirmations checked by the schema. */
export async function saveSummary(ctx: AppContext, caller: AuthUser, userId: string, input: SummarySaveInput): Promise<WeeklySummaries> {
  assertMayWrite(caller, userId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await readSummaries(tx, now, userId); // 404 for an unknown person before writing
    await tx.update(users).set({ mediaUrl: input.mediaUrl, updatedAt: now }).where(eq(users.id, userId));
    await writeSlot(tx, now, userId, input.slot, input.summary);
    return readSummaries(tx, now, userId);
  });
}

/** The admin view's Edit: text only, by profile editors or the person themself. */
export async function editSummary(ctx: AppContext, caller: AuthUser, userId: string, slot: number, summary: string): Promise<WeeklySummaries> {
  if (caller.id !== userId && !hasPermission(caller, 'putUserProfile')) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await readSummaries(tx, now, userId);
    await writeSlot(tx, now, userId, slot, summary);
    return readSummaries(tx, now, userId);
  });
}

/** 'Move This Summary': the text goes to the target week (replacing what was there) and leaves its own. */
export async function moveSummary(ctx: AppContext, caller: AuthUser, userId: string, from: number, to: number): Promise<WeeklySummaries> {
  assertMayWrite(caller, userId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const source = slotWeek(now, from);
    const moved = await tx
      .delete(weeklySummaries)
      .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, source.weekStart)))
      .returning({ summary: weeklySummaries.summary });
    const text = moved[0]?.summary;
    if (!text) throw new AppError('CONFLICT', M.nothingToMove);
    await writeSlot(tx, now, userId, to, text);
    return readSummaries(tx, now, userId);
  });
}
