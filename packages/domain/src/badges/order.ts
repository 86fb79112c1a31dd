import type { BadgeSummary } from './types.js';

/** Badges sort by ranking ascending with ranking 0 last, then by name (document 4 §7). */
export function compareBadges(a: Pick<BadgeSummary, 'ranking' | 'badgeName'>, b: Pick<BadgeSummary, 'ranking' | 'badgeName'>): number {
  const rank = (r: number) => (r === 0 ? Number.POSITIVE_INFINITY : r);
  return rank(a.ranking) - rank(b.ranking) || a.badgeName.localeCompare(b.badgeName);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM-DD date in the product's short form MMM-DD-YY (document 1 §9): 2026-11-21 → Nov-21-26. */
export function shortDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  const month = MONTHS[Number(m) - 1];
  if (!y || !d || !month) return date;
  return `${month}-${d}-${y.slice(2)}`;
}
