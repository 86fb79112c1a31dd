/**
 * What one time entry adds to the running totals (document 4 §4). A tangible entry counts towards
 * its task's own hoursLogged, the person's tangible total and the hours of its project's
 * category; an intangible one only towards the person's intangible total. An edit is the old
 * contribution taken away and the new one added; these pure functions compute the difference.
 */
export interface Contribution {
  seconds: number;
  isTangible: boolean;
  taskId: string | null;
  /** The category of the entry's project; null when the entry has no project. */
  category: string | null;
}

export interface TotalsDelta {
  tangibleSeconds: number;
  intangibleSeconds: number;
  /** Seconds to add per project category (tangible only); zero changes left out. */
  byCategory: Map<string, number>;
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
  const delta: TotalsDelta = { tangibleSeconds: 0, intangibleSeconds: 0, byCategory: new Map(), byTask: new Map() };
  const apply = (c: Contribution | undefined, sign: 1 | -1) => {
    if (!c) return;
    const s = sign * c.seconds;
    if (!c.isTangible) {
      delta.intangibleSeconds += s;
      return;
    }
    delta.tangibleSeconds += s;
    add(delta.byCategory, c.category, s);
    add(delta.byTask, c.taskId, s);
  };
  apply(before, -1);
  apply(after, 1);
  return delta;
}

/**
 * A person's seconds per category after a change. A category that reaches zero is removed, as
 * the full recount (`recomputeTimeTotals`) would leave it out.
 */
export function applyToCategories(current: Record<string, number>, byCategory: Map<string, number>): Record<string, number> {
  const next = { ...current };
  for (const [category, seconds] of byCategory) {
    const value = (next[category] ?? 0) + seconds;
    if (value === 0) delete next[category];
    else next[category] = value;
  }
  return next;
}
