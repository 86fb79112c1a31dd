/**
 * The seven tabs of the time log page and their hash routes (document 2 §2 'Time log page'):
 * #tasks=0 ... #badgesearned=6. A missing or unknown hash opens the current week.
 */
export const TIME_LOG_TABS = [
  { key: 'tasks', label: 'Tasks' },
  { key: 'currentWeek', label: 'Current Week Timelog' },
  { key: 'lastWeek', label: 'Last Week' },
  { key: 'beforeLastWeek', label: 'Week Before Last' },
  { key: 'dateRange', label: 'Search by Date Range' },
  { key: 'weeklySummaries', label: 'Weekly Summaries' },
  { key: 'badgesearned', label: 'Badges' },
] as const;

export type TimeLogTab = (typeof TIME_LOG_TABS)[number]['key'];

export const DEFAULT_TIME_LOG_TAB: TimeLogTab = 'currentWeek';

/** The week tabs and how many weeks back each looks (weeks back capped at 3, document 2 §9). */
export const WEEK_TABS: Partial<Record<TimeLogTab, number>> = { currentWeek: 0, lastWeek: 1, beforeLastWeek: 2 };

/** The tab a location hash (`#lastWeek`, or the original numeric `#2`) stands for. */
export function tabFromHash(hash: string): TimeLogTab {
  const key = decodeURIComponent(hash.replace(/^#/, ''));
  const byKey = TIME_LOG_TABS.find((t) => t.key === key);
  if (byKey) return byKey.key;
  const index = /^\d$/.test(key) ? Number(key) : -1;
  return TIME_LOG_TABS[index]?.key ?? DEFAULT_TIME_LOG_TAB;
}

export function isTimeLogTab(value: string | null): value is TimeLogTab {
  return TIME_LOG_TABS.some((t) => t.key === value);
}
