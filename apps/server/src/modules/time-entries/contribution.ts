/**
 * What one time entry adds to which kept total: the one definition (document 4 §4, decision 061).
 * An entry adds its seconds, on its tangible or its intangible side, to:
 *
 * | total                                  | kept by                          | an entry counts there          |
 * | -------------------------------------- | -------------------------------- | ------------------------------ |
 * | users.total_(in)tangible_seconds       | `totalsDelta` + `moveTotals`     | always                         |
 * | tasks.hours_logged (hours, tangible)   | `totalsDelta` + `moveTotals`     | tangible, with a task          |
 * | person_week_totals                     | triggers, migration 0006         | always, its person and week    |
 * | project_totals                         | triggers, migration 0008         | with a project                 |
 * | person_week_project_totals (reports)   | triggers, migration 0014         | always; no project: the nil id |
 *
 * The week is the one `pacificWeek` names: the Sunday on or before the date of work. The triggers
 * are the implementation of their three tables (every write path, a bulk one included, goes
 * through them) and this file defers to them; the two totals the app keeps itself are here
 * because they need the person's row lock and the task's overrun notice. A person's hours per
 * project category are not kept: they are read from the entries by the project's category as it
 * is now (the badges' Total Hrs in Category), so recategorising or deleting a project cannot
 * leave them stale. An edit is the old contribution taken away and the new one added.
 * `recomputeTimeTotals` (totals.ts) rebuilds every total from the entries by the same table, and
 * totals-recount.test.ts holds each one to a recount after every kind of change.
 */
export interface Contribution {
  seconds: number;
  isTangible: boolean;
  taskId: string | null;
}

export interface TotalsDelta {
  tangibleSeconds: number;
  intangibleSeconds: number;
  /** Seconds to add to each task's own hoursLogged; zero changes left out. */
  byTask: Map<string, number>;
}

function add(map: Map<string, number>, key: string | null, seconds: number): void {
  if (key === null || seconds === 0) return;
  const next = (map.get(key) ?? 0) + seconds;
  if (next === 0) map.delete(key);
  else map.set(key, next);
}

/** The change in totals when `before` is replaced by `after` (either may be absent). */
export function totalsDelta(before: Contribution | undefined, after: Contribution | undefined): TotalsDelta {
  const delta: TotalsDelta = { tangibleSeconds: 0, intangibleSeconds: 0, byTask: new Map() };
  const apply = (c: Contribution | undefined, sign: 1 | -1) => {
    if (!c) return;
    const s = sign * c.seconds;
    if (!c.isTangible) {
      delta.intangibleSeconds += s;
      return;
    }
    delta.tangibleSeconds += s;
    add(delta.byTask, c.taskId, s);
  };
  apply(before, -1);
  apply(after, 1);
  return delta;
}
