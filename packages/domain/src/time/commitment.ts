import type { BuiltInRole } from '../roles.js';
import { roundHours } from './display.js';

/**
 * The weekly commitment, in one place (document 4 §6 and §7, document 2 §9). Every screen and job
 * that asks "what must this person log this week, and have they?" asks here: the leaderboard, the
 * summary bar, Team Member Tasks, the weekly close and the badges.
 *
 * Two figures, kept apart on purpose:
 * - the commitment: the person's weekly committed hours, what badges measure against (§7);
 * - the required hours: the commitment plus the missed make-up hours, which count for the Core
 *   Team only (§6 step 1); what the week is met or missed by.
 */
export interface CommitmentHolder {
  role: string;
  weeklyCommittedHours: number;
  /** Make-up hours carried from earlier weeks; they count for the Core Team only. */
  missedHours: number;
}

/** The one role whose missed hours are carried and made up (document 4 §6 steps 1 and 6). */
export const MAKES_UP_MISSED_HOURS: BuiltInRole = 'Core Team';

/** Whether a role's missed hours count towards what must be logged. */
export const makesUpMissedHours = (role: string): boolean => role === MAKES_UP_MISSED_HOURS;

/** The hours a person must log this week: committed hours, plus missed hours for the Core Team only. */
export function requiredHours(person: CommitmentHolder): number {
  return roundHours(person.weeklyCommittedHours + (makesUpMissedHours(person.role) ? person.missedHours : 0));
}

/** Whether the week's tangible hours meet what the person must log this week. */
export function meetsCommitment(person: CommitmentHolder, tangibleHours: number): boolean {
  return tangibleHours >= requiredHours(person);
}

/** Hours still to log this week to meet it; 0 once met. */
export function remainingHours(person: CommitmentHolder, tangibleHours: number): number {
  return Math.max(0, roundHours(requiredHours(person) - tangibleHours));
}

/**
 * The missed hours carried into the next week when a week closes (document 4 §6 step 6): for the
 * Core Team, `max(0, committed + missed - tangible)`; anyone else's are left as they are.
 */
export function missedHoursAfterWeek(person: CommitmentHolder, tangibleHours: number): number {
  return makesUpMissedHours(person.role) ? remainingHours(person, tangibleHours) : person.missedHours;
}

/**
 * A person's missed hours after a change of role: leaving the Core Team clears them, so they
 * cannot count again on a later return; any other change keeps them.
 */
export function missedHoursAfterRoleChange(fromRole: string, toRole: string, missedHours: number): number {
  return makesUpMissedHours(fromRole) && !makesUpMissedHours(toRole) ? 0 : missedHours;
}

/**
 * Tangible hours as a multiple of the weekly commitment, for Minimum Hours Multiple (document 4
 * §7: hours / committed hours, missed hours not included); null without a commitment.
 */
export function commitmentMultiple(person: Pick<CommitmentHolder, 'weeklyCommittedHours'>, tangibleHours: number): number | null {
  return person.weeklyCommittedHours > 0 ? tangibleHours / person.weeklyCommittedHours : null;
}

/** Logged more than the weekly commitment, for Most Hrs in Week (document 4 §7: "above their commitment"). */
export function exceedsCommitment(person: Pick<CommitmentHolder, 'weeklyCommittedHours'>, tangibleHours: number): boolean {
  return tangibleHours > person.weeklyCommittedHours;
}
