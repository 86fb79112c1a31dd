import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { NO_PROJECT_ID } from '../../db/schema/index.js';

/**
 * Sets every kept total of contribution.ts from the time entries: every person's tangible and
 * intangible seconds (in all, per week, per week and project), every project's and every task's
 * own hoursLogged; for the demo seed and for repairs. Day-to-day changes adjust the same columns
 * entry by entry.
 */
export async function recomputeTimeTotals(tx: Tx): Promise<void> {
  // The week sums are kept by triggers (migration 0006); a repair rebuilds them too.
  await tx.execute(sql`delete from person_week_totals`);
  await tx.execute(sql`
    insert into person_week_totals (week_start, user_id, tangible_seconds, intangible_seconds)
    select date_of_work - extract(dow from date_of_work)::int, person_id,
           coalesce(sum(total_seconds) filter (where is_tangible), 0),
           coalesce(sum(total_seconds) filter (where not is_tangible), 0)
      from time_entries
     group by 1, 2`);
  // And the reports' rollup (migration 0014).
  await tx.execute(sql`delete from person_week_project_totals`);
  await tx.execute(sql`
    insert into person_week_project_totals (week_start, user_id, project_id, tangible_seconds, intangible_seconds)
    select date_of_work - extract(dow from date_of_work)::int, person_id, coalesce(project_id, ${NO_PROJECT_ID}::uuid),
           coalesce(sum(total_seconds) filter (where is_tangible), 0),
           coalesce(sum(total_seconds) filter (where not is_tangible), 0)
      from time_entries
     group by 1, 2, 3`);
  // So are the project totals (migration 0008).
  await tx.execute(sql`delete from project_totals`);
  await tx.execute(sql`
    insert into project_totals (project_id, tangible_seconds, intangible_seconds)
    select project_id,
           coalesce(sum(total_seconds) filter (where is_tangible), 0),
           coalesce(sum(total_seconds) filter (where not is_tangible), 0)
      from time_entries
     where project_id is not null
     group by 1`);
  await tx.execute(sql`
    update tasks set hours_logged = coalesce(
      (select sum(e.total_seconds) / 3600.0 from time_entries e where e.task_id = tasks.id and e.is_tangible), 0)`);
  await tx.execute(sql`
    update users u set
      total_tangible_seconds = coalesce(t.tangible, 0),
      total_intangible_seconds = coalesce(t.intangible, 0)
    from (select u2.id,
                 sum(e.total_seconds) filter (where e.is_tangible) as tangible,
                 sum(e.total_seconds) filter (where not e.is_tangible) as intangible
            from users u2 left join time_entries e on e.person_id = u2.id
           group by u2.id) t
    where t.id = u.id`);
}
