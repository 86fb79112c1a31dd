import { HGN_WEEKDAYS, type HgnWeekday } from './hgn-fields.js';

/**
 * Availability (document 3 §3): per weekday, the one-hour slots a person is free (a slot `9` is
 * 09:00 to 10:00, Pacific time) or 'N/A'. On submission each day is collapsed to its merged
 * contiguous ranges, or 'N/A' when no hour is left.
 */
export const HGN_NOT_AVAILABLE = 'N/A';
export const HGN_HOURS_OF_DAY: readonly number[] = Array.from({ length: 24 }, (_, h) => h);

/** A day as the grid holds it: the hours ticked, or N/A. */
export type HgnDaySlots = typeof HGN_NOT_AVAILABLE | number[];
/** A day as submitted: ranges of whole hours, `to` excluded (9 to 12 is 09:00-12:00), or N/A. */
export interface HgnHourRange {
  from: number;
  to: number;
}
export type HgnDayRanges = typeof HGN_NOT_AVAILABLE | HgnHourRange[];

export type HgnAvailabilitySlots = Record<HgnWeekday, HgnDaySlots>;
export type HgnAvailabilityRanges = Record<HgnWeekday, HgnDayRanges>;

/** The ticked hours merged into contiguous ranges, in order; duplicates and order of ticking do not matter. */
export function collapseSlots(slots: HgnDaySlots | undefined): HgnDayRanges {
  if (slots === undefined || slots === HGN_NOT_AVAILABLE) return HGN_NOT_AVAILABLE;
  const hours = [...new Set(slots)].filter((h) => Number.isInteger(h) && h >= 0 && h <= 23).sort((a, b) => a - b);
  const ranges: HgnHourRange[] = [];
  for (const hour of hours) {
    const last = ranges.at(-1);
    if (last && last.to === hour) last.to = hour + 1;
    else ranges.push({ from: hour, to: hour + 1 });
  }
  return ranges.length ? ranges : HGN_NOT_AVAILABLE;
}

/** Every weekday collapsed: merged contiguous ranges, or 'N/A' (a day left out is N/A). */
export function collapseAvailability(days: Partial<Record<HgnWeekday, HgnDaySlots>>): HgnAvailabilityRanges {
  return Object.fromEntries(HGN_WEEKDAYS.map((day) => [day, collapseSlots(days[day])])) as HgnAvailabilityRanges;
}

/** The hours of the ranges again, as the grid shows them (a submitted questionnaire read back). */
export function expandRanges(day: HgnDayRanges | undefined): HgnDaySlots {
  if (day === undefined || day === HGN_NOT_AVAILABLE) return HGN_NOT_AVAILABLE;
  return day.flatMap(({ from, to }) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i));
}

export function expandAvailability(days: Partial<Record<HgnWeekday, HgnDayRanges>>): HgnAvailabilitySlots {
  return Object.fromEntries(HGN_WEEKDAYS.map((day) => [day, expandRanges(days[day])])) as HgnAvailabilitySlots;
}

/** An hour of the day as text: 9 → '09:00', 24 → '24:00'. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** A day's ranges as people read them: '09:00-12:00, 14:00-15:00', or 'N/A'. */
export function formatDayRanges(day: HgnDayRanges | undefined): string {
  if (day === undefined || day === HGN_NOT_AVAILABLE || day.length === 0) return HGN_NOT_AVAILABLE;
  return day.map(({ from, to }) => `${hourLabel(from)}-${hourLabel(to)}`).join(', ');
}
