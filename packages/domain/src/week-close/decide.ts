import { meetsCommitment, missedHoursAfterWeek, requiredHours as requiredHoursOf, type CommitmentHolder } from '../time/commitment.js';
import { SUMMARY_NOT_REQUIRED } from '../users/index.js';
import { formatDay, hoursFromSeconds, roundHours } from '../time/display.js';
import type { Week } from '../time/week.js';

/** What the close reads of one person for the week just ended (document 4 §6): their commitment and the week's facts. */
export interface WeekCloseFacts extends CommitmentHolder {
  /** The person's start date (Pacific), if known. */
  startDate: string | null;
  /** Tangible seconds dated in the week. */
  tangibleSeconds: number;
  /** A non-empty summary was written for the week. */
  summaryWritten: boolean;
  /** 'Required', 'Not Required', …: 'Not Required' counts as a summary present. */
  weeklySummaryOption: string;
  /** A time-off request covers the whole week. */
  timeOffCoversWeek: boolean;
  personalBestMaxHrs: number;
}

export type BlueSquareReason = 'hours' | 'summary' | 'both';
export type WeekCloseExemption = 'started-after-week-began' | 'time-off';

export interface WeekCloseDecision {
  tangibleHours: number;
  requiredHours: number;
  summaryPresent: boolean;
  /** Why no blue square was given although one was due, if so. */
  exemption: WeekCloseExemption | null;
  /** At most one per person and week, naming the reason(s) and the week. */
  blueSquare: { reason: BlueSquareReason; description: string } | null;
  missedHoursAfter: number;
  personalBestAfter: number;
}

/** Seconds as hours to the hundredth, as the close counts and shows them. */
const shown = (n: number) => String(roundHours(n));

/** The blue square's fixed description: the reason(s) and the week (our wording; the spec gives none). */
export function blueSquareDescription(reason: BlueSquareReason, week: Week, logged: number, required: number): string {
  const when = `the week of ${formatDay(week.start)} to ${formatDay(week.end)}`;
  const short = `logged ${shown(logged)} of ${shown(required)} committed hours`;
  if (reason === 'hours') return `Weekly commitment not met in ${when}: ${short}.`;
  if (reason === 'summary') return `Weekly summary not submitted for ${when}.`;
  return `Weekly commitment not met and weekly summary not submitted in ${when}: ${short}.`;
}

/**
 * One person's part of the weekly close (document 4 §6, steps 1-3, 5 and 6), decided from the
 * week's facts alone: the same function previews a coming close and makes the real one.
 */
export function decideWeekClose(week: Week, facts: WeekCloseFacts): WeekCloseDecision {
  const tangibleHours = hoursFromSeconds(facts.tangibleSeconds);
  const requiredHours = requiredHoursOf(facts);
  const summaryPresent = facts.summaryWritten || facts.weeklySummaryOption === SUMMARY_NOT_REQUIRED;
  const hoursMet = meetsCommitment(facts, tangibleHours);
  const reason: BlueSquareReason | null = !hoursMet && !summaryPresent ? 'both' : !hoursMet ? 'hours' : !summaryPresent ? 'summary' : null;
  const exemption: WeekCloseExemption | null =
    reason === null
      ? null
      : facts.startDate !== null && facts.startDate > week.start
        ? 'started-after-week-began'
        : facts.timeOffCoversWeek
          ? 'time-off'
          : null;
  return {
    tangibleHours,
    requiredHours,
    summaryPresent,
    exemption,
    blueSquare: reason && !exemption ? { reason, description: blueSquareDescription(reason, week, tangibleHours, requiredHours) } : null,
    // An exempt week (not started yet, or on time off) adds no hours to make up.
    missedHoursAfter: exemption ? facts.missedHours : missedHoursAfterWeek(facts, tangibleHours),
    personalBestAfter: Math.max(facts.personalBestMaxHrs, tangibleHours),
  };
}
