import { z } from '../zod.js';
import { calendarDate } from '../contracts/common.js';
import { dayOfWeek } from '../time/week.js';
import { once } from '../contracts/once.js';

export const WEEK_CLOSE_MESSAGES = {
  weekInvalid: 'A week is named by its Sunday, as YYYY-MM-DD.',
  notClosed: 'That week has not been closed.',
  noOutcome: 'That person was not part of this close.',
  noBlueSquare: 'This close gave that person no blue square.',
  alreadyWaived: 'This blue square was already waived.',
  reasonRequired: 'Please give the reason for waiving the blue square.',
  waived: 'Blue square waived. The person has been told.',
  waivedMailSubject: 'A blue square was removed',
  resent: (squares: number, digests: number) =>
    `${String(squares)} blue-square email${squares === 1 ? '' : 's'} and ${String(digests)} summary digest${digests === 1 ? '' : 's'} queued again.`,
  closedLive: (week: string) => `The week of ${week} has been closed: hours, blue squares and badges shown here are up to date.`,
  digestLabel: 'Email me my teams’ weekly summaries after each weekly close',
  digestDescription: 'One email on Sunday with each team member’s summary and hours for the week just ended.',
  digestOwnOnly: 'Only the person can choose whether to receive the weekly summaries digest.',
  digestSubject: (week: string) => `Weekly summaries of your teams: ${week}`,
} as const;

/** Waiving a blue square the close gave: the reason is recorded and sent to the person. */
export const waiveBlueSquareInput = z.object({
  reason: z.string({ error: WEEK_CLOSE_MESSAGES.reasonRequired }).trim().min(1, WEEK_CLOSE_MESSAGES.reasonRequired).max(1000),
});
export type WaiveBlueSquareInput = z.input<typeof waiveBlueSquareInput>;

/** A week named by its Sunday (Pacific). */
export const weekStartParam = once(() =>
  calendarDate(WEEK_CLOSE_MESSAGES.weekInvalid).refine((d) => dayOfWeek(d) === 0, WEEK_CLOSE_MESSAGES.weekInvalid),
);

/** What the close decided (or would decide) for one person, with its reasons (document 4 §6). */
export const weekCloseOutcomeSchema = once(() =>
  z.object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    tangibleHours: z.number(),
    requiredHours: z.number(),
    summaryPresent: z.boolean(),
    exemption: z.enum(['started-after-week-began', 'time-off']).nullable(),
    blueSquareReason: z.enum(['hours', 'summary', 'both']).nullable(),
    /** The blue square's description; null when none was given (or it was since removed). */
    blueSquare: z.string().nullable(),
    /** The blue square given, while it still exists (a closed week only). */
    infringementId: z.uuid().nullable(),
    missedHoursBefore: z.number(),
    missedHoursAfter: z.number(),
    personalBestAfter: z.number(),
    /** The badges earned at the close, by id and by name as it was then. */
    badgesEarned: z.array(z.object({ id: z.uuid(), name: z.string() })),
    /** Set when an Owner or Administrator waived the blue square: when, who and why. */
    waived: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable(),
  }),
);
export type WeekCloseOutcome = z.infer<ReturnType<typeof weekCloseOutcomeSchema>>;

const counts = once(() => ({
  people: z.number().int(),
  blueSquares: z.number().int(),
  exemptions: z.number().int(),
  badges: z.number().int(),
}));

/** One close in the history: when it ran and what it gave. */
export const weekCloseSchema = once(() =>
  z.object({
    weekStart: z.string().describe('YYYY-MM-DD, the Sunday'),
    weekEnd: z.string().describe('YYYY-MM-DD, the Saturday'),
    startedAt: z.string().describe('ISO date-time'),
    finishedAt: z.string().nullable().describe('ISO date-time; null while running or if cut short'),
    ...counts(),
  }),
);
export type WeekClose = z.infer<ReturnType<typeof weekCloseSchema>>;

/** A closed week with its outcomes, person by person. */
export const weekCloseDetailSchema = once(() => weekCloseSchema().extend({ outcomes: z.array(weekCloseOutcomeSchema()) }));
export type WeekCloseDetail = z.infer<ReturnType<typeof weekCloseDetailSchema>>;

/** What the coming close would do if it ran now: the current week so far, by the same rules. */
export const weekClosePreviewSchema = once(() =>
  z.object({
    weekStart: z.string(),
    weekEnd: z.string(),
    ...counts(),
    outcomes: z.array(weekCloseOutcomeSchema()),
  }),
);
export type WeekClosePreview = z.infer<ReturnType<typeof weekClosePreviewSchema>>;

/** What resending a closed week's emails queued. */
export const weekCloseResendSchema = once(() => z.object({ blueSquareEmails: z.number().int(), digests: z.number().int() }));

/** Whether a person receives the weekly summaries digest of their teams (document 4 §9). */
export const summaryDigestSchema = once(() => z.object({ enabled: z.boolean() }));
export type SummaryDigest = z.infer<ReturnType<typeof summaryDigestSchema>>;
export type WeekCloseResend = z.infer<ReturnType<typeof weekCloseResendSchema>>;
