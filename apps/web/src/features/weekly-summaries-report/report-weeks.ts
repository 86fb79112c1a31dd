import { addDays, pacificWeek, weekOf, type Week } from '@goodhours/domain';

/** The report's week tabs: the last four weeks by name, and an older week chosen by a date. */
export const WEEK_TABS = ['this', 'last', 'beforeLast', 'threeAgo', 'older'] as const;
export type WeekTab = (typeof WEEK_TABS)[number];

export const WEEK_TAB_LABELS: Record<WeekTab, string> = {
  this: 'This Week',
  last: 'Last Week',
  beforeLast: 'Week Before Last',
  threeAgo: 'Three Weeks Ago',
  older: 'Older Week',
};

const WEEKS_AGO: Record<Exclude<WeekTab, 'older'>, number> = { this: 0, last: 1, beforeLast: 2, threeAgo: 3 };

/** The week an 'older' tab opens on before a date is chosen: the one before Three Weeks Ago. */
export const OLDER_DEFAULT_WEEKS_AGO = 4;

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day (2026-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  return YMD.test(text) && addDays(text, 0) === text;
}

/**
 * The week a tab shows at `now`: the named weeks count back from this Pacific week; 'older' is the
 * week of the chosen day (any day picks its Sunday), or four weeks ago when none is chosen.
 */
export function weekOfTab(tab: WeekTab, now: Date, chosenDay: string | null): Week {
  if (tab !== 'older') return pacificWeek(now, WEEKS_AGO[tab]);
  return chosenDay && isCalendarDate(chosenDay) ? weekOf(chosenDay) : pacificWeek(now, OLDER_DEFAULT_WEEKS_AGO);
}
