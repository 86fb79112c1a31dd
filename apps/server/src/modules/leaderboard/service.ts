import { sql } from 'drizzle-orm';
import {
  LEADERBOARD_MESSAGES as M,
  leaderboardScope,
  mayFilterLeaderboardByTeam,
  pacificDate,
  pacificWeek,
  roundHours,
  type Leaderboard,
  type LeaderboardRow,
  type MouseoverInput,
} from '@goodhours/domain';
import { shownPerson } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import { AppError } from '../../errors.js';
import { readSetting, writeSetting } from '../settings/org-settings.js';

interface Raw {
  person_id: string;
  first_name: string;
  last_name: string;
  role: string;
  email: string;
  profile_pic: string | null;
  tangible: string | number;
  intangible: string | number;
  weekly_committed_hours: number;
  missed_hours: number;
  end_date: string | null;
  is_visible: boolean;
  has_summary: boolean;
  time_off_from: string | null;
  time_off_till: string | null;
  org_members: number;
  org_tangible: string | number;
  org_intangible: string | number;
  org_committed: string | number;
  invisible_to_teams: boolean;
}

const hours = (seconds: string | number | null) => roundHours(Number(seconds ?? 0) / 3600);

/**
 * `GET /api/dashboard/leaderboard/:userId`: one statement. The week's entries are summed first
 * (the date index covers it), then joined to the people the shown person may see, with the
 * organisation's totals from the same sums. An empty list still answers the totals.
 */
export async function leaderboard(ctx: AppContext, caller: AuthUser, userId: string, teamId: string | undefined): Promise<Leaderboard> {
  const person = await shownPerson(ctx, caller, userId);
  if (teamId && !mayFilterLeaderboardByTeam(caller.role)) throw new AppError('FORBIDDEN', M.teamFilterRefused);
  const scope = leaderboardScope(person);
  const now = ctx.clock.now();
  const week = pacificWeek(now);
  const today = pacificDate(now);
  const result = await ctx.db.execute(sql`
    with week as (
      select person_id,
             sum(total_seconds) filter (where is_tangible) as tangible,
             sum(total_seconds) filter (where not is_tangible) as intangible
        from time_entries
       where date_of_work between ${week.start} and ${week.end}
       group by person_id
    ),
    org as (
      select count(*)::int as members,
             coalesce(sum(w.tangible), 0) as tangible,
             coalesce(sum(w.intangible), 0) as intangible,
             coalesce(sum(u.weekly_committed_hours), 0) as committed
        from users u left join week w on w.person_id = u.id
       where u.is_active
    ),
    me as (
      select exists (select 1 from team_members where user_id = ${person.id} and not visible) as invisible
    ),
    listed as (
      select u.* from users u
       where u.is_active
         and (${scope.everyone} or u.id = ${person.id}
              or exists (select 1 from team_members mine
                           join team_members theirs on theirs.team_id = mine.team_id
                          where mine.user_id = ${person.id} and theirs.user_id = u.id and theirs.visible))
         and (${scope.withoutCommitment} or u.weekly_committed_hours > 0 or u.id = ${person.id})
         and (${teamId ?? null}::uuid is null
              or exists (select 1 from team_members tm where tm.team_id = ${teamId ?? null}::uuid and tm.user_id = u.id))
    )
    select l.id as person_id, l.first_name, l.last_name, l.role, l.email, l.profile_pic,
           coalesce(w.tangible, 0) as tangible, coalesce(w.intangible, 0) as intangible,
           l.weekly_committed_hours, l.missed_hours, l.end_date, l.is_visible,
           exists (select 1 from weekly_summaries s where s.user_id = l.id and s.week_start = ${week.start}) as has_summary,
           off.starting_date as time_off_from, off.ending_date as time_off_till,
           org.members as org_members, org.tangible as org_tangible, org.intangible as org_intangible,
           org.committed as org_committed, me.invisible as invisible_to_teams
      from org cross join me
      left join listed l on true
      left join week w on w.person_id = l.id
      left join lateral (select t.starting_date, t.ending_date from time_off_requests t
                          where t.user_id = l.id and t.ending_date >= ${today}
                          order by t.starting_date limit 1) off on l.id is not null
     order by coalesce(w.tangible, 0) desc, l.first_name, l.last_name`);
  const raw = rowsOf<Raw>(result);
  const first = raw[0];
  const rows: LeaderboardRow[] = raw
    .filter((r) => r.person_id !== null)
    .map((r) => ({
      personId: r.person_id,
      firstName: r.first_name,
      lastName: r.last_name,
      role: r.role,
      email: r.email,
      profilePic: r.profile_pic,
      tangibleHours: hours(r.tangible),
      intangibleHours: hours(r.intangible),
      totalHours: hours(Number(r.tangible) + Number(r.intangible)),
      weeklyCommittedHours: r.weekly_committed_hours,
      missedHours: r.missed_hours,
      endDate: r.end_date,
      isVisible: r.is_visible,
      hasSummary: r.has_summary,
      timeOffFrom: r.time_off_from,
      timeOffTill: r.time_off_till,
    }));
  return {
    weekStart: week.start,
    weekEnd: week.end,
    rows,
    totals: {
      memberCount: first?.org_members ?? 0,
      tangibleHours: hours(first?.org_tangible ?? 0),
      intangibleHours: hours(first?.org_intangible ?? 0),
      totalHours: hours(Number(first?.org_tangible ?? 0) + Number(first?.org_intangible ?? 0)),
      weeklyCommittedHours: Number(first?.org_committed ?? 0),
    },
    invisibleToTeams: first?.invisible_to_teams ?? false,
  };
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
