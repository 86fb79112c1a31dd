import { and, eq, sql } from 'drizzle-orm';
import {
  hasAnyPermission,
  hasPermission,
  mayChangeAccount,
  mayViewOthersDashboard,
  MESSAGES,
  slotWeek,
  SUMMARY_MESSAGES as M,
  SUMMARY_MIN_WORDS,
  SUMMARY_SLOTS,
  USER_MESSAGES,
  wordCount,
  type SummarySaveInput,
  type WeeklySummaries,
} from '@goodhours/domain';
import { mayActAs } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { users, weeklySummaries } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { sanitizeInfoHtml } from '../info/index.js';
import { written } from './summary-written.js';

interface Loaded {
  summaries: WeeklySummaries;
  /** Who the person is, for the Owner and protected-account rule (document 4 §2); not sent. */
  account: { id: string; role: string; isProtected: boolean };
}

interface SlotRow {
  weekStart: string;
  summary: string;
  uploadDate: string;
}

/** The person, their summary count and the four weeks' summaries, in one query. */
async function load(db: Tx, now: Date, userId: string, caller: AuthUser): Promise<Loaded> {
  const weeks = SUMMARY_SLOTS.map((_, slot) => ({ slot, ...slotWeek(now, slot) }));
  const starts = weeks.map((w) => w.weekStart);
  const [person] = await db
    .select({
      role: users.role,
      isProtected: users.isProtected,
      firstName: users.firstName,
      lastName: users.lastName,
      mediaUrl: users.mediaUrl,
      weeklySummaryOption: users.weeklySummaryOption,
      // Written out with an alias: drizzle leaves columns unqualified in a one-table select.
      total: sql<number>`(select count(*)::int from weekly_summaries w where w.user_id = "users"."id" and ${written(sql`w`)})`,
      rows: sql<SlotRow[]>`coalesce((
        select json_agg(json_build_object('weekStart', w.week_start, 'summary', w.summary, 'uploadDate', w.upload_date))
        from weekly_summaries w
        where w.user_id = "users"."id" and ${written(sql`w`)} and w.week_start in (${sql.join(
          starts.map((s) => sql`${s}::date`),
          sql`, `,
        )})
      ), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  const { role, isProtected, total, rows, ...names } = person;
  const account = { id: userId, role, isProtected };
  return {
    account,
    summaries: {
      userId,
      ...names,
      mayEdit: mayUseEdit(caller, userId) && mayChangeAccount(caller, account),
      weeklySummariesCount: Number(total),
      slots: weeks.map((w) => {
        const row = rows.find((r) => r.weekStart === w.weekStart);
        return {
          slot: w.slot,
          weekStart: w.weekStart,
          dueDate: w.dueDate.toISOString(),
          summary: row?.summary ?? '',
          uploadDate: row ? new Date(row.uploadDate).toISOString() : null,
        };
      }),
    },
  };
}

/** Who may read other people's summaries: Owners and Administrators, summary readers and profile editors. */
export function readsOthersSummaries(caller: AuthUser): boolean {
  return mayViewOthersDashboard(caller.role) || hasAnyPermission(caller, ['getWeeklySummaries', 'putUserProfile']);
}

/** Everyone reads their own summaries; others' as `readsOthersSummaries` says. */
function assertMayRead(caller: AuthUser, userId: string): void {
  if (caller.id !== userId && !readsOthersSummaries(caller)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** The admin view's Edit is for the person and holders of putUserProfile (document 2 §5). */
function mayUseEdit(caller: AuthUser, userId: string): boolean {
  return caller.id === userId || hasPermission(caller, 'putUserProfile');
}

/** An Owner's or a protected person's summaries change only as their profile does (document 4 §2). */
function assertMayChangeAccount(caller: AuthUser, account: Loaded['account']): void {
  if (!mayChangeAccount(caller, account)) throw new AppError('FORBIDDEN', USER_MESSAGES.noPermissionToEdit);
}

export async function getSummaries(ctx: AppContext, caller: AuthUser, userId: string): Promise<WeeklySummaries> {
  assertMayRead(caller, userId);
  return (await load(ctx.db, ctx.clock.now(), userId, caller)).summaries;
}

/** The stored form of a summary: sanitised, and still empty or at least 50 words once sanitised. */
function cleanSummary(html: string, shortMessage: string, allowEmpty: boolean): string {
  const summary = sanitizeInfoHtml(html).trim();
  const words = wordCount(summary);
  if ((words === 0 && !allowEmpty) || (words > 0 && words < SUMMARY_MIN_WORDS))
    throw new AppError('VALIDATION', shortMessage, { summary: shortMessage });
  return words === 0 ? '' : summary;
}

/** Writes (or, when empty, clears) one slot. */
async function writeSlot(tx: Tx, now: Date, userId: string, slot: number, summary: string): Promise<void> {
  const { weekStart, dueDate } = slotWeek(now, slot);
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

/**
 * The window's Save: the slot's text and the media link (the schema has checked the three
 * confirmations). The person, or an Owner/Administrator acting for them.
 */
export async function saveSummary(ctx: AppContext, caller: AuthUser, userId: string, input: SummarySaveInput): Promise<WeeklySummaries> {
  if (!mayActAs(caller, userId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const summary = cleanSummary(input.summary, M.minWords, true);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    assertMayChangeAccount(caller, (await load(tx, now, userId, caller)).account);
    await tx.update(users).set({ mediaUrl: input.mediaUrl, updatedAt: now }).where(eq(users.id, userId));
    await writeSlot(tx, now, userId, input.slot, summary);
    return (await load(tx, now, userId, caller)).summaries;
  });
}

/** The admin view's Edit: text only, at least 50 words, by the person or a holder of putUserProfile. */
export async function editSummary(ctx: AppContext, caller: AuthUser, userId: string, slot: number, html: string): Promise<WeeklySummaries> {
  if (!mayUseEdit(caller, userId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const summary = cleanSummary(html, M.adminMinWords, false);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    assertMayChangeAccount(caller, (await load(tx, now, userId, caller)).account);
    await writeSlot(tx, now, userId, slot, summary);
    return (await load(tx, now, userId, caller)).summaries;
  });
}

/** 'Move This Summary': the text goes to the target week (replacing what was there) and leaves its own empty. */
export async function moveSummary(ctx: AppContext, caller: AuthUser, userId: string, from: number, to: number): Promise<WeeklySummaries> {
  if (!mayActAs(caller, userId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    assertMayChangeAccount(caller, (await load(tx, now, userId, caller)).account);
    const source = slotWeek(now, from);
    const moved = await tx
      .delete(weeklySummaries)
      .where(and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, source.weekStart)))
      .returning({ summary: weeklySummaries.summary });
    const text = moved[0]?.summary;
    if (!text) throw new AppError('CONFLICT', M.nothingToMove);
    await writeSlot(tx, now, userId, to, text);
    return (await load(tx, now, userId, caller)).summaries;
  });
}
