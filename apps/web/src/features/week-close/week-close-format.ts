import { formatDay, roundHours, type WeekClose, type WeekCloseOutcome } from '@goodhours/domain';

const plural = (n: number, one: string, many = `${one}s`) => `${String(n)} ${n === 1 ? one : many}`;

/** 'At close: 37 blue squares, 12 badges, 4 exemptions'. */
export function closeCounts(c: { blueSquares: number; badges: number; exemptions: number }): string {
  return `${plural(c.blueSquares, 'blue square')}, ${plural(c.badges, 'badge')}, ${plural(c.exemptions, 'exemption')}`;
}

export const weekLabel = (c: { weekStart: string; weekEnd: string }): string => `${formatDay(c.weekStart)} to ${formatDay(c.weekEnd)}`;

/** How long a close ran, or why it has no end. */
export function closeDuration(c: WeekClose): string {
  if (!c.finishedAt) return 'Not finished: it resumes at the next start or Sunday';
  const ms = Date.parse(c.finishedAt) - Date.parse(c.startedAt);
  return ms < 1000 ? `${String(Math.max(0, ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export const EXEMPTION_LABELS: Record<NonNullable<WeekCloseOutcome['exemption']>, string> = {
  'started-after-week-began': 'Exempt: started after the week began',
  'time-off': 'Exempt: time off covered the week',
};

/** What the close did for one person, in a few words, for the row's first line. */
export function outcomeSummary(o: WeekCloseOutcome): string {
  if (o.waived) return 'Blue square waived';
  if (o.blueSquareReason === 'both') return 'Blue square: hours and summary';
  if (o.blueSquareReason === 'hours') return 'Blue square: hours';
  if (o.blueSquareReason === 'summary') return 'Blue square: summary';
  if (o.exemption) return EXEMPTION_LABELS[o.exemption];
  return 'Commitment met';
}

/** People the close did something for: a blue square, an exemption or a badge. */
export const isNotable = (o: WeekCloseOutcome): boolean => !!o.blueSquareReason || !!o.exemption || o.badgesEarned.length > 0;

const hours = (n: number) => String(roundHours(n));
export const hoursAgainst = (o: WeekCloseOutcome): string => `${hours(o.tangibleHours)} of ${hours(o.requiredHours)}`;
export const missedChange = (o: WeekCloseOutcome): string | null =>
  o.missedHoursBefore === o.missedHoursAfter ? null : `${hours(o.missedHoursBefore)} → ${hours(o.missedHoursAfter)}`;
