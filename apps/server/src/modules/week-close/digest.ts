import { formatDay, hoursFromSeconds, WEEK_CLOSE_MESSAGES as M, type SummaryDigest, type Week } from '@goodhours/domain';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { summaryDigestMail } from '../../mail/week-close-templates.js';
import { summaryRowWritten } from '../weekly-summaries/index.js';

function ownOnly(caller: AuthUser, userId: string): void {
  if (caller.id !== userId) throw new AppError('FORBIDDEN', M.digestOwnOnly);
}

export async function summaryDigestOf(ctx: AppContext, caller: AuthUser, userId: string): Promise<SummaryDigest> {
  ownOnly(caller, userId);
  const [row] = await ctx.db.select({ enabled: users.summaryDigest }).from(users).where(eq(users.id, userId));
  return { enabled: row?.enabled ?? false };
}

export async function setSummaryDigest(ctx: AppContext, caller: AuthUser, userId: string, enabled: boolean): Promise<SummaryDigest> {
  ownOnly(caller, userId);
  await ctx.db.update(users).set({ summaryDigest: enabled }).where(eq(users.id, userId));
  return { enabled };
}

interface DigestRow {
  managerId: string;
  managerEmail: string;
  managerFirstName: string;
  userId: string;
  firstName: string;
  lastName: string;
  committed: number;
  seconds: number;
  summary: string | null;
}

/**
 * The weekly summaries digest (document 4 §9): one email to each active person who asked for it,
 * holding only the people of that person's active teams, each with the week's hours against the
 * commitment and the summary written for the week (or that none was). Queued in the caller's
 * transaction; the number of digests queued is returned. The close queues each once however often
 * it runs; an Owner's resend (`again`) queues them anew.
 */
export async function queueSummaryDigests(ctx: AppContext, tx: Tx, week: Week, again = false): Promise<number> {
  const rows = rowsOf<DigestRow>(
    await tx.execute(sql`
      select distinct on (m.id, u.id)
             m.id::text as "managerId", m.email as "managerEmail", m.first_name as "managerFirstName",
             u.id::text as "userId", u.first_name as "firstName", u.last_name as "lastName",
             u.weekly_committed_hours as committed, coalesce(w.tangible_seconds, 0)::float8 as seconds, s.summary
        from users m
        join team_members tm on tm.user_id = m.id
        join teams t on t.id = tm.team_id and t.is_active
        join team_members om on om.team_id = tm.team_id and om.user_id <> m.id
        join users u on u.id = om.user_id and u.is_active and not u.is_archived
        left join person_week_totals w on w.user_id = u.id and w.week_start = ${week.start}::date
        left join weekly_summaries s on s.user_id = u.id and s.week_start = ${week.start}::date and ${summaryRowWritten(sql`s`)}
       where m.summary_digest and m.is_active and not m.is_archived
       order by m.id, u.id`),
  );
  const byManager = new Map<string, DigestRow[]>();
  for (const r of rows) byManager.set(r.managerId, [...(byManager.get(r.managerId) ?? []), r]);
  const when = `${formatDay(week.start)} to ${formatDay(week.end)}`;
  const now = ctx.clock.now();
  for (const people of byManager.values()) {
    const first = people[0];
    if (!first) continue;
    people.sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
    const line = (p: DigestRow) => `${p.firstName} ${p.lastName}: ${String(hoursFromSeconds(p.seconds))} of ${String(p.committed)} hours`;
    await enqueueMail(tx, now, {
      ...summaryDigestMail({
        to: first.managerEmail,
        firstName: first.managerFirstName,
        when,
        people: people.map((p) => ({ line: line(p), summary: p.summary })),
        profileUrl: `${ctx.config.publicUrl}/userprofile/${first.managerId}`,
      }),
      ...(again ? {} : { idempotencyKey: `summary-digest:${week.start}:${first.managerId}` }),
    });
  }
  return byManager.size;
}
