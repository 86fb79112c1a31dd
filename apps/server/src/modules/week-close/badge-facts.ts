import { addDays, hoursFromSeconds, LEADER_ROLES, type BadgeCriteria, type BadgeFacts, type Week } from '@goodhours/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { badges } from '../../db/schema/index.js';
import type { PendingPerson } from './facts.js';

/** Every badge with the criteria the close reads. */
export async function badgeCatalogue(db: Tx): Promise<BadgeCriteria[]> {
  return db
    .select({
      id: badges.id,
      badgeName: badges.badgeName,
      type: badges.type,
      ranking: badges.ranking,
      multiple: badges.multiple,
      totalHrs: badges.totalHrs,
      weeks: badges.weeks,
      months: badges.months,
      people: badges.people,
      category: badges.category,
    })
    .from(badges);
}

const ACTIVE = sql`select id from users where is_active and not is_archived`;

/** Builds one person's badge facts; `squareThisWeek` is whether this close gives them a blue square. */
export type BadgeFactsOf = (person: PendingPerson, squareThisWeek: boolean) => BadgeFacts;

function group<R extends { userId: string }, V>(rows: R[], init: () => V, add: (v: V, r: R) => void): Map<string, V> {
  const map = new Map<string, V>();
  for (const r of rows) {
    let v = map.get(r.userId);
    if (v === undefined) map.set(r.userId, (v = init()));
    add(v, r);
  }
  return map;
}

/**
 * What the badge rules read of every active person for the week, in a few statements for the
 * whole organisation (not one per person): the weeks a streak looks back on, the week's most
 * hours, hours per badge category, the people each leader leads, the last blue square, and the
 * badges held. Statements a catalogue without that badge type does not need are not run.
 */
export async function loadBadgeFacts(db: Tx, week: Week, catalogue: BadgeCriteria[]): Promise<BadgeFactsOf> {
  const has = (type: string) => catalogue.some((b) => b.type === type);
  const lookBack = Math.max(1, ...catalogue.filter((b) => b.type === 'X Hours for X Week Streak').map((b) => (b.weeks ?? 0) + 1));
  const firstWeek = addDays(week.start, -7 * (lookBack - 1));

  const weeks = rowsOf<{ userId: string; weekStart: string; seconds: number }>(
    await db.execute(sql`
      select user_id::text as "userId", week_start::text as "weekStart", tangible_seconds::float8 as seconds
        from person_week_totals
       where week_start between ${firstWeek}::date and ${week.start}::date and user_id in (${ACTIVE})`),
  );
  const weekHours = group(
    weeks,
    () => new Map<string, number>(),
    (m, r) => m.set(r.weekStart, hoursFromSeconds(r.seconds)),
  );
  const most = Math.max(0, ...weeks.filter((r) => r.weekStart === week.start).map((r) => hoursFromSeconds(r.seconds)));

  const categories = [...new Set(catalogue.flatMap((b) => (b.type === 'Total Hrs in Category' && b.category ? [b.category] : [])))];
  const categoryRows = categories.length
    ? rowsOf<{ userId: string; category: string; seconds: number }>(
        await db.execute(sql`
          select te.person_id::text as "userId", p.category, sum(te.total_seconds)::float8 as seconds
            from time_entries te join projects p on p.id = te.project_id
           where te.is_tangible and te.date_of_work <= ${week.end}::date
             and p.category in (${sql.join(
               categories.map((c) => sql`${c}`),
               sql`, `,
             )})
             and te.person_id in (${ACTIVE})
           group by te.person_id, p.category`),
      )
    : [];
  const categoryHours = group(
    categoryRows,
    (): Record<string, number> => ({}),
    (m, r) => (m[r.category] = hoursFromSeconds(r.seconds)),
  );

  const leaders = sql.join(
    LEADER_ROLES.map((r) => sql`${r}`),
    sql`, `,
  );
  const ledRows = has('Lead a team of X+')
    ? rowsOf<{ userId: string; members: number }>(
        await db.execute(sql`
          select lead.user_id::text as "userId", count(distinct other.user_id)::int as members
            from team_members lead
            join teams t on t.id = lead.team_id and t.is_active
            join team_members other on other.team_id = lead.team_id and other.user_id <> lead.user_id
            join users ou on ou.id = other.user_id and ou.is_active and not ou.is_archived and ou.role not in (${leaders})
           where lead.user_id in (${ACTIVE})
           group by lead.user_id`),
      )
    : [];
  const led = new Map(ledRows.map((r) => [r.userId, r.members]));

  const squareRows = has('No Infringement Streak')
    ? rowsOf<{ userId: string; last: string }>(
        await db.execute(sql`
          select user_id::text as "userId", max(date)::text as last
            from (select user_id, date from infringements union all select user_id, date from archived_infringements) s
           where user_id in (${ACTIVE}) group by user_id`),
      )
    : [];
  const lastSquare = new Map(squareRows.map((r) => [r.userId, r.last]));

  const heldRows = rowsOf<{ userId: string; badgeId: string; last: string | null }>(
    await db.execute(sql`
      select user_id::text as "userId", badge_id::text as "badgeId", earned_dates[cardinality(earned_dates)] as last
        from user_badges where user_id in (${ACTIVE})`),
  );
  const held = group(
    heldRows,
    () => new Map<string, string | null>(),
    (m, r) => m.set(r.badgeId, r.last),
  );

  return (person, squareThisWeek) => {
    const hoursOf = weekHours.get(person.id);
    const recentWeekHours = Array.from({ length: lookBack }, (_, i) => hoursOf?.get(addDays(week.start, -7 * i)) ?? 0);
    const marks = [person.startDate, lastSquare.get(person.id) ?? null, squareThisWeek ? week.end : null].filter((d): d is string => !!d);
    return {
      role: person.role,
      weeklyCommittedHours: person.weeklyCommittedHours,
      recentWeekHours,
      personalBestBefore: person.personalBestMaxHrs,
      mostHoursOfWeek: most > 0 && (recentWeekHours[0] ?? 0) === most,
      categoryHours: categoryHours.get(person.id) ?? {},
      ledMembers: led.get(person.id) ?? 0,
      cleanSince: marks.length ? marks.sort().at(-1)! : null,
      held: held.get(person.id) ?? new Map(),
    };
  };
}
