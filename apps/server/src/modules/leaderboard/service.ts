import { sql, type SQL } from 'drizzle-orm';
import {
  LEADERBOARD_MESSAGES as M,
  leaderboardScope,
  mayFilterLeaderboardByTeam,
  pacificDate,
  pacificWeek,
  type MouseoverInput,
  type MouseoverText,
} from '@goodhours/domain';
import { shownPerson } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { readSetting, writeSetting } from '../../settings/org-settings.js';
import { visibleTeammateIds } from '../teams/index.js';
import { hoursFromSecondsSql } from '../../db/hours.js';
import { weekSeconds } from '../time-entries/index.js';
import { summaryWritten } from '../weekly-summaries/index.js';

/**
 * `GET /api/dashboard/leaderboard/:userId` as the JSON bytes of a `Leaderboard`, from one
 * statement: the week's sums per person (`weekSeconds`, the one week-hours source: one index
 * range of person_week_totals instead of summing the week's entries) joined to the people the shown person
 * may see; the organisation's totals come from the same active people. PostgreSQL writes the
 * rows' JSON (each row an object named by the columns of `listed`, as `leaderboardRowSchema`
 * declares them; hours rounded to 2 decimals in float8), so thousands of rows are not parsed and
 * re-serialised in Node.
 */
export async function leaderboardJson(ctx: AppContext, caller: AuthUser, userId: string, teamId: string | undefined): Promise<Buffer> {
  const person = await shownPerson(ctx, caller, userId);
  if (teamId && !mayFilterLeaderboardByTeam(caller.role)) throw new AppError('FORBIDDEN', M.teamFilterRefused);
  const scope = leaderboardScope(person);
  const now = ctx.clock.now();
  const week = pacificWeek(now);
  const today = pacificDate(now);
  // Only the filters this caller needs are written into the statement: one text per kind of
  // scope, each a named statement PostgreSQL plans once (the administrator's has none).
  const filters: SQL[] = [];
  if (!scope.everyone) filters.push(sql`(a.id = ${person.id} or a.id in (${visibleTeammateIds(person.id)}))`);
  if (!scope.withoutCommitment) filters.push(sql`(a.weekly_committed_hours > 0 or a.id = ${person.id})`);
  if (teamId) filters.push(sql`exists (select 1 from team_members tm where tm.team_id = ${teamId}::uuid and tm.user_id = a.id)`);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const name = `leaderboard-${scope.everyone ? 'all' : 'teams'}-${scope.withoutCommitment ? 'any' : 'committed'}-${teamId ? 'team' : 'org'}`;
  const [row] = await ctx.database.queryNamed<{ rows: string | null; totals: string; invisible: boolean }>(
    name,
    sql`
      with active as (
        select u.id, u.first_name, u.last_name, u.role, u.weekly_committed_hours, u.missed_hours, u.end_date, u.is_visible,
               coalesce(w.tangible_seconds, 0) as tangible, coalesce(w.intangible_seconds, 0) as intangible
          from users u left join ${weekSeconds(week.start)} w on w.user_id = u.id
         where u.is_active
      ),
      off as (
        select distinct on (user_id) user_id, starting_date, ending_date
          from time_off_requests where ending_date >= ${today}
         order by user_id, starting_date
      ),
      listed as (
        select a.id as "personId", a.first_name as "firstName", a.last_name as "lastName", a.role,
               ${hoursFromSecondsSql(sql`a.tangible`)} as "tangibleHours",
               ${hoursFromSecondsSql(sql`a.intangible`)} as "intangibleHours",
               ${hoursFromSecondsSql(sql`a.tangible + a.intangible`)} as "totalHours",
               a.weekly_committed_hours as "weeklyCommittedHours", a.missed_hours as "missedHours",
               a.end_date as "endDate", a.is_visible as "isVisible", ${summaryWritten(sql`a.id`, week.start)} as "hasSummary",
               o.starting_date as "timeOffFrom", o.ending_date as "timeOffTill"
          from active a
          left join off o on o.user_id = a.id
         ${where}
      )
      select (select json_agg(l order by l."tangibleHours" desc, l."firstName", l."lastName")
                from listed l)::text as rows,
             (select json_build_object(
                       'memberCount', count(*)::int,
                       'tangibleHours', ${hoursFromSecondsSql(sql`sum(tangible)`)},
                       'intangibleHours', ${hoursFromSecondsSql(sql`sum(intangible)`)},
                       'totalHours', ${hoursFromSecondsSql(sql`sum(tangible + intangible)`)},
                       'weeklyCommittedHours', coalesce(sum(weekly_committed_hours), 0)::int)
                from active)::text as totals,
             exists (select 1 from team_members where user_id = ${person.id} and not visible) as invisible`,
  );
  if (!row) throw new Error('the leaderboard statement returned nothing');
  // The rows' JSON is large: it goes into the answer as PostgreSQL wrote it, not parsed again,
  // and as bytes, so Node makes no second string of the whole answer.
  const head = `{"weekStart":${JSON.stringify(week.start)},"weekEnd":${JSON.stringify(week.end)},"rows":`;
  const tail = `,"totals":${row.totals},"invisibleToTeams":${String(row.invisible)}}`;
  const rows = row.rows ?? '[]';
  const body = Buffer.allocUnsafe(Buffer.byteLength(head) + Buffer.byteLength(rows) + Buffer.byteLength(tail));
  let at = body.write(head);
  at += body.write(rows, at);
  body.write(tail, at);
  return body;
}

const MOUSEOVER_KEY = 'leaderboardMouseover';

export async function readMouseover(ctx: AppContext): Promise<MouseoverText> {
  const { value } = await readSetting(ctx.db, MOUSEOVER_KEY, { text: M.defaultMouseover });
  return { mouseoverText: value.text };
}

/** The Owner's new hover text (the route's rule). */
export async function saveMouseover(ctx: AppContext, caller: AuthUser, input: MouseoverInput): Promise<MouseoverText> {
  await writeSetting(ctx.db, MOUSEOVER_KEY, { text: input.newMouseoverText }, caller.id, ctx.clock.now());
  return { mouseoverText: input.newMouseoverText };
}
