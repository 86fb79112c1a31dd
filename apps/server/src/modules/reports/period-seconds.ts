import { sql, type SQL } from 'drizzle-orm';
import { chartGranularity, periodParts, type ReportPeriod } from '@goodhours/domain';
import { NO_PROJECT_ID } from '../../db/schema/index.js';

/** Which rows of the period to read: one person's, one project's, one team's members', or everyone's. */
export interface PeriodScope {
  userId?: string;
  projectId?: string;
  teamId?: string;
}

/**
 * A period's seconds as a subquery `(week_start, user_id, project_id, tangible, intangible)`:
 * whole weeks from the reports' rollup (person_week_project_totals, kept by triggers, migration
 * 0014), and the days of a partial first or last week from the entries (at most 6 days each,
 * read through an index on the date). Rows are not summed here: callers group them as they need.
 * Entries without a project carry NO_PROJECT_ID, as in the rollup.
 */
export function periodSeconds(period: ReportPeriod, scope: PeriodScope = {}): SQL {
  const parts = periodParts(period);
  const selects: SQL[] = [];
  if (parts.weeks) {
    const filters = [sql`r.week_start between ${parts.weeks.first}::date and ${parts.weeks.last}::date`];
    if (scope.userId) filters.push(sql`r.user_id = ${scope.userId}::uuid`);
    if (scope.projectId) filters.push(sql`r.project_id = ${scope.projectId}::uuid`);
    if (scope.teamId) filters.push(sql`r.user_id in (select m.user_id from team_members m where m.team_id = ${scope.teamId}::uuid)`);
    selects.push(sql`select r.week_start, r.user_id, r.project_id, r.tangible_seconds as tangible, r.intangible_seconds as intangible
                       from person_week_project_totals r where ${sql.join(filters, sql` and `)}`);
  }
  for (const days of parts.days) {
    const filters = [sql`e.date_of_work between ${days.from}::date and ${days.to}::date`];
    if (scope.userId) filters.push(sql`e.person_id = ${scope.userId}::uuid`);
    if (scope.projectId) filters.push(sql`e.project_id = ${scope.projectId}::uuid`);
    if (scope.teamId) filters.push(sql`e.person_id in (select m.user_id from team_members m where m.team_id = ${scope.teamId}::uuid)`);
    selects.push(sql`select e.date_of_work - extract(dow from e.date_of_work)::int as week_start, e.person_id as user_id,
                            coalesce(e.project_id, ${NO_PROJECT_ID}::uuid) as project_id,
                            case when e.is_tangible then e.total_seconds else 0 end::bigint as tangible,
                            case when e.is_tangible then 0 else e.total_seconds end::bigint as intangible
                       from time_entries e where ${sql.join(filters, sql` and `)}`);
  }
  return sql`(${sql.join(selects, sql` union all `)})`;
}

/** The period as the answers name it. */
export function periodAnswer(period: ReportPeriod) {
  return { from: period.from, to: period.to, granularity: chartGranularity(period) };
}

/** The tangible hours from which a person counts in a period (document 4 §10). */
export const COUNTED_PERSON_SECONDS = 10 * 3600;
/** The hours from which a project or task counts in a period (document 4 §10). */
export const COUNTED_PROJECT_SECONDS = 3600;

/** The names of the teams of the person in `userColumn` (a column of the outer query), in order, as a text array. */
export function teamNamesSql(userColumn: SQL): SQL<string[]> {
  return sql<string[]>`coalesce((select array_agg(t.team_name order by t.team_name) from team_members m join teams t on t.id = m.team_id
                                  where m.user_id = ${userColumn}), '{}')`;
}
