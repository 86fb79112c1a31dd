import { sql } from 'drizzle-orm';
import {
  LEADERBOARD_COLUMNS,
  LEADERBOARD_MESSAGES as M,
  leaderboardScope,
  mayFilterLeaderboardByTeam,
  pacificDate,
  pacificWeek,
  type MouseoverInput,
} from '@goodhours/domain';
import { shownPerson } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import { AppError } from '../../errors.js';
import { readSetting, writeSetting } from '../settings/org-settings.js';

/** The row's values in the order of LEADERBOARD_COLUMNS (fixed names, so written into the statement). */
const ROW_VALUES = sql.raw(LEADERBOARD_COLUMNS.map((name) => `l."${name}"`).join(', '));

/**
 * `GET /api/dashboard/leaderboard/:userId` as the JSON text of a `LeaderboardWire`, from one
 * statement: the week's entries are summed first (an index-only scan of time_entries_date_idx),
 * joined to the people the shown person may see, and the organisation's totals come from the
 * same sums. PostgreSQL writes the JSON (each row as an array of values, hours rounded to 2
 * decimals in float8), so thousands of rows are not parsed and re-serialised in Node.
 */
export async function leaderboardJson(ctx: AppContext, caller: AuthUser, userId: string, teamId: string | undefined): Promise<string> {
  const person = await shownPerson(ctx, caller, userId);
  if (teamId && !mayFilterLeaderboardByTeam(caller.role)) throw new AppError('FORBIDDEN', M.teamFilterRefused);
  const scope = leaderboardScope(person);
  const now = ctx.clock.now();
  const week = pacificWeek(now);
  const today = pacificDate(now);
  const team = teamId ?? null;
  const [row] = rowsOf<{ body: string }>(
    await ctx.db.execute(sql`
      with week as (
        select person_id,
               coalesce(sum(total_seconds) filter (where is_tangible), 0) as tangible,
               coalesce(sum(total_seconds) filter (where not is_tangible), 0) as intangible
          from time_entries
         where date_of_work between ${week.start} and ${week.end}
         group by person_id
      ),
      off as (
        select distinct on (user_id) user_id, starting_date, ending_date
          from time_off_requests where ending_date >= ${today}
         order by user_id, starting_date
      ),
      listed as (
        select u.id as "personId", u.first_name as "firstName", u.last_name as "lastName", u.role,
               round(coalesce(w.tangible, 0)::float8 / 36) / 100 as "tangibleHours",
               round(coalesce(w.intangible, 0)::float8 / 36) / 100 as "intangibleHours",
               round(coalesce(w.tangible + w.intangible, 0)::float8 / 36) / 100 as "totalHours",
               u.weekly_committed_hours as "weeklyCommittedHours", u.missed_hours as "missedHours",
               u.end_date as "endDate", u.is_visible as "isVisible", s.user_id is not null as "hasSummary",
               o.starting_date as "timeOffFrom", o.ending_date as "timeOffTill"
          from users u
          left join week w on w.person_id = u.id
          left join weekly_summaries s on s.user_id = u.id and s.week_start = ${week.start}
          left join off o on o.user_id = u.id
         where u.is_active
           and (${scope.everyone} or u.id = ${person.id}
                or exists (select 1 from team_members mine
                             join team_members theirs on theirs.team_id = mine.team_id
                            where mine.user_id = ${person.id} and theirs.user_id = u.id and theirs.visible))
           and (${scope.withoutCommitment} or u.weekly_committed_hours > 0 or u.id = ${person.id})
           and (${team}::uuid is null
                or exists (select 1 from team_members tm where tm.team_id = ${team}::uuid and tm.user_id = u.id))
      ),
      org as (
        select count(*)::int as "memberCount",
               round(coalesce(sum(w.tangible), 0)::float8 / 36) / 100 as "tangibleHours",
               round(coalesce(sum(w.intangible), 0)::float8 / 36) / 100 as "intangibleHours",
               round(coalesce(sum(w.tangible + w.intangible), 0)::float8 / 36) / 100 as "totalHours",
               coalesce(sum(u.weekly_committed_hours), 0)::int as "weeklyCommittedHours"
          from users u left join week w on w.person_id = u.id
         where u.is_active
      )
      select json_build_object(
        'weekStart', ${week.start}::text,
        'weekEnd', ${week.end}::text,
        'columns', ${JSON.stringify(LEADERBOARD_COLUMNS)}::json,
        'rows', coalesce((select json_agg(json_build_array(${ROW_VALUES}) order by l."tangibleHours" desc, l."firstName", l."lastName")
                            from listed l), '[]'::json),
        'totals', (select row_to_json(org) from org),
        'invisibleToTeams', exists (select 1 from team_members where user_id = ${person.id} and not visible)
      )::text as body`),
  );
  if (!row) throw new Error('the leaderboard statement returned nothing');
  return row.body;
}

const MOUSEOVER_KEY = 'leaderboardMouseover';

export async function readMouseover(ctx: AppContext): Promise<{ mouseoverText: string }> {
  const { value } = await readSetting(ctx.db, MOUSEOVER_KEY, { text: M.defaultMouseover });
  return { mouseoverText: value.text };
}

export async function saveMouseover(ctx: AppContext, caller: AuthUser, input: MouseoverInput): Promise<{ mouseoverText: string }> {
  await writeSetting(ctx.db, MOUSEOVER_KEY, { text: input.newMouseoverText }, caller.id, ctx.clock.now());
  return { mouseoverText: input.newMouseoverText };
}
