import { commitmentMultiple, exceedsCommitment } from '../time/commitment.js';

/** The badge types (document 4 §7); all but Custom are earned at the weekly close. */
export const BADGE_TYPES = [
  'Minimum Hours Multiple',
  'Personal Max',
  'Most Hrs in Week',
  'X Hours for X Week Streak',
  'Lead a team of X+',
  'Total Hrs in Category',
  'No Infringement Streak',
  'Custom',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** What a badge needs to be earned: its type and the criteria that type reads. */
export interface BadgeCriteria {
  id: string;
  badgeName: string;
  type: string;
  ranking: number;
  multiple: number | null;
  totalHrs: number | null;
  weeks: number | null;
  months: number | null;
  people: number | null;
  category: string | null;
}

/** What the close knows of one person when it awards badges. */
export interface BadgeFacts {
  role: string;
  weeklyCommittedHours: number;
  /** Tangible hours per week, newest first, starting with the week just ended (missing weeks are 0). */
  recentWeekHours: number[];
  /** The personal best before the week just ended. */
  personalBestBefore: number;
  /** Logged the most tangible hours of every active person in the week (ties all count). */
  mostHoursOfWeek: boolean;
  /** Tangible hours per project category, over all time up to the end of the week. */
  categoryHours: Record<string, number>;
  /** People on the person's teams who do not lead a team themselves. */
  ledMembers: number;
  /** The later of the start date and the last blue square (this week's included), YYYY-MM-DD. */
  cleanSince: string | null;
  /** Badges held, by id, with the date each was last earned (null when never). */
  held: ReadonlyMap<string, string | null>;
}

export interface BadgeAwards {
  /** Badges earned at this close: each adds the date and one to the count. */
  earned: BadgeCriteria[];
  /** Badges held that an earned one replaces (a longer streak, a higher category total). */
  replaced: string[];
}

/** Who earns Lead a team of X+ (document 4 §7). */
const LEADING_ROLES = ['Manager', 'Mentor'];

/** The same day N months later (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** How many weeks in a row, ending with the week just ended, reached `hours`. */
function runOfWeeks(recent: number[], hours: number): number {
  const broken = recent.findIndex((h) => h < hours);
  return broken === -1 ? recent.length : broken;
}

const highest = <T>(items: T[], key: (t: T) => number): T | undefined =>
  items.reduce<T | undefined>((best, t) => (best === undefined || key(t) > key(best) ? t : best), undefined);

/** Minimum Hours Multiple: only the highest multiple reached is earned, every week it is reached. */
function multipleBadge(badges: BadgeCriteria[], f: BadgeFacts, hours: number): BadgeCriteria[] {
  const ratio = commitmentMultiple(f, hours);
  if (ratio === null) return [];
  const reached = badges.filter((b) => b.type === 'Minimum Hours Multiple' && (b.multiple ?? 0) > 0 && ratio >= (b.multiple ?? 0));
  const top = highest(reached, (b) => b.multiple ?? 0);
  return top ? [top] : [];
}

/**
 * X Hours for X Week Streak: earned the week a run of weeks at the badge's hours reaches its
 * length, at most one a week (the most hours, then the longest); a longer streak at the same hours
 * replaces the shorter one, and a shorter one is not earned beside a longer one held.
 */
function streakBadge(badges: BadgeCriteria[], f: BadgeFacts): BadgeAwards {
  const streaks = badges.filter((b) => b.type === 'X Hours for X Week Streak' && (b.weeks ?? 0) > 0 && (b.totalHrs ?? 0) > 0);
  const longerHeld = (b: BadgeCriteria) =>
    streaks.some((o) => f.held.has(o.id) && o.totalHrs === b.totalHrs && (o.weeks ?? 0) > (b.weeks ?? 0));
  const reached = streaks.filter((b) => runOfWeeks(f.recentWeekHours, b.totalHrs ?? 0) === b.weeks && !longerHeld(b));
  const top = highest(reached, (b) => (b.totalHrs ?? 0) * 10_000 + (b.weeks ?? 0));
  if (!top) return { earned: [], replaced: [] };
  const replaced = streaks.filter((o) => f.held.has(o.id) && o.totalHrs === top.totalHrs && (o.weeks ?? 0) < (top.weeks ?? 0));
  return { earned: [top], replaced: replaced.map((o) => o.id) };
}

/** Total Hrs in Category: the highest total reached in each category is kept; lower ones held go. */
function categoryBadges(badges: BadgeCriteria[], f: BadgeFacts): BadgeAwards {
  const result: BadgeAwards = { earned: [], replaced: [] };
  const ofCategory = new Map<string, BadgeCriteria[]>();
  for (const b of badges) {
    if (b.type !== 'Total Hrs in Category' || !b.category || (b.totalHrs ?? 0) <= 0) continue;
    ofCategory.set(b.category, [...(ofCategory.get(b.category) ?? []), b]);
  }
  for (const [category, list] of ofCategory) {
    const hours = f.categoryHours[category] ?? 0;
    const top = highest(
      list.filter((b) => hours >= (b.totalHrs ?? 0)),
      (b) => b.totalHrs ?? 0,
    );
    if (!top) continue;
    if (!f.held.has(top.id)) result.earned.push(top);
    result.replaced.push(...list.filter((b) => b !== top && f.held.has(b.id) && (b.totalHrs ?? 0) < (top.totalHrs ?? 0)).map((b) => b.id));
  }
  return result;
}

/**
 * The badges one person earns at the weekly close (document 4 §7). Week badges (multiple,
 * personal max, most hours, streak) are earned every week they are reached; standing badges (lead
 * a team, category total) once, and No Infringement Streak once per clean run.
 */
export function decideBadges(badges: BadgeCriteria[], f: BadgeFacts, closeDay: string): BadgeAwards {
  const hours = f.recentWeekHours[0] ?? 0;
  const earned: BadgeCriteria[] = [...multipleBadge(badges, f, hours)];
  if (hours > 0 && hours >= f.personalBestBefore) earned.push(...badges.filter((b) => b.type === 'Personal Max'));
  if (f.mostHoursOfWeek && hours > 0 && exceedsCommitment(f, hours)) earned.push(...badges.filter((b) => b.type === 'Most Hrs in Week'));
  const streak = streakBadge(badges, f);
  const category = categoryBadges(badges, f);
  earned.push(...streak.earned, ...category.earned);
  if (LEADING_ROLES.includes(f.role)) {
    earned.push(
      ...badges.filter(
        (b) => b.type === 'Lead a team of X+' && (b.people ?? 0) > 0 && f.ledMembers >= (b.people ?? 0) && !f.held.has(b.id),
      ),
    );
  }
  if (f.cleanSince) {
    const since = f.cleanSince;
    earned.push(
      ...badges.filter((b) => {
        if (b.type !== 'No Infringement Streak' || (b.months ?? 0) <= 0) return false;
        const last = f.held.get(b.id);
        return addMonths(since, b.months ?? 0) <= closeDay && !(last && last >= since);
      }),
    );
  }
  return { earned, replaced: [...streak.replaced, ...category.replaced] };
}
