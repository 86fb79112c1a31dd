import { formatHours, roundHours } from '@goodhours/domain';

/** A figure counts (people, tasks, badges) or is hours (two decimals). */
export type FigureKind = 'count' | 'hours';

/** How a figure moved from the compared period to this one. */
export interface Change {
  /** This period's value less the compared one (hours to the hundredth). */
  delta: number;
  /** The change as a share of the compared value, to one decimal; null when that was 0. */
  percent: number | null;
  direction: 'up' | 'down' | 'same';
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function change(current: number, previous: number, kind: FigureKind): Change {
  const delta = kind === 'hours' ? roundHours(current - previous) : current - previous;
  const percent = previous === 0 ? null : round((delta / previous) * 100, 1);
  return { delta, percent, direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'same' };
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A figure as the page shows it: 1,204 people, 12.50 hours. */
export const formatValue = (value: number, kind: FigureKind): string => (kind === 'hours' ? formatHours(value) : countFormat.format(value));

/**
 * The page writes a true minus sign (−3); a PDF's standard fonts have none, so its text uses the
 * hyphen (-3).
 */
export type Minus = '−' | '-';

const signed = (magnitude: string, value: number, minus: Minus) =>
  value > 0 ? `+${magnitude}` : value < 0 ? `${minus}${magnitude}` : magnitude;

/** '+12', '−3', '+2.50', '0'. */
export const signedValue = (value: number, kind: FigureKind, minus: Minus = '−'): string =>
  signed(formatValue(Math.abs(value), kind), value, minus);

/** '+8.5%', '−20%'. */
export const signedPercent = (percent: number, minus: Minus = '−'): string =>
  `${signed(percentFormat.format(Math.abs(percent)), percent, minus)}%`;

/** The change in words as well as signs, so colour is never the only signal: '+12 (+40%) up', 'No change'. */
export function changeLabel(c: Change, kind: FigureKind, minus: Minus = '−'): string {
  if (c.direction === 'same') return 'No change';
  const percent = c.percent === null ? '' : ` (${signedPercent(c.percent, minus)})`;
  return `${signedValue(c.delta, kind, minus)}${percent} ${c.direction}`;
}
