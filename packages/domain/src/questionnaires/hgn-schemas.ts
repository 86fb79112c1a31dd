import { z } from '../zod.js';
import { titleCase } from '../onboarding/index.js';
import { collapseAvailability, HGN_NOT_AVAILABLE } from './hgn-availability.js';
import {
  HGN_BACKEND_FIELDS,
  HGN_FRONTEND_FIELDS,
  HGN_HOURS_CHOICES,
  HGN_MANAGER_CHOICES,
  HGN_PERIOD_CHOICES,
  HGN_PREFERENCE_CHOICES,
  HGN_RATING_MAX,
  HGN_RATING_MIN,
  HGN_STANDUP_CHOICES,
  HGN_WEEKDAYS,
  type HgnWeekday,
} from './hgn-fields.js';
import { HGN_MESSAGES as M } from './hgn-messages.js';
import { once } from '../contracts/once.js';

/**
 * The development-team questionnaire's rules, one schema per page (the web checks a page with it
 * before moving on) and the whole submission (the server checks it again). The spec shows no
 * rule for this form (document 3 §5): name and a valid email are required, every rating is a
 * whole number from 1 to 10 (§9), every choice of page 2 is answered and each weekday has hours
 * or N/A; GitHub, Slack and the follow-up answers are optional, only kept to a length.
 */
export const HGN_NAME_MAX = 100;
export const HGN_HANDLE_MAX = 100;
export const HGN_LOCATION_MAX = 200;
export const HGN_FOLLOW_UP_MAX = 2000;

const text = (max: number) =>
  z
    .string({ error: M.tooLong(max) })
    .trim()
    .max(max, M.tooLong(max));
const rating = z
  .number({ error: M.rating })
  .int(M.rating)
  .min(HGN_RATING_MIN, M.rating)
  .max(HGN_RATING_MAX, M.rating)
  .describe('A rating from 1 to 10.');
const oneOf = <T extends readonly [string, ...string[]]>(options: T) => z.enum(options, { error: M.required });
const hour = z.number({ error: M.hourInvalid }).int(M.hourInvalid).min(0, M.hourInvalid).max(23, M.hourInvalid);
const preferences = z
  .array(z.enum(HGN_PREFERENCE_CHOICES, { error: M.option }), { error: M.option })
  .max(HGN_PREFERENCE_CHOICES.length, M.option);

function ratings<const K extends readonly string[]>(keys: K) {
  return z.object(Object.fromEntries(keys.map((k) => [k, rating])) as { [P in K[number]]: typeof rating });
}
function perWeekday<S extends z.ZodType>(day: (name: HgnWeekday) => S) {
  return z.object(Object.fromEntries(HGN_WEEKDAYS.map((d) => [d, day(d)])) as Record<HgnWeekday, S>);
}

// ---- Page by page, as submitted --------------------------------------------------------------

/** Page 1. The name and the Slack name are title-cased, the email lower-cased (document 3 §3). */
export const hgnUserInfoInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(HGN_NAME_MAX, M.tooLong(HGN_NAME_MAX)).transform(titleCase),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .max(254, M.emailInvalid)
    .pipe(z.email({ error: M.emailInvalid }))
    .transform((v) => v.toLowerCase()),
  github: text(HGN_HANDLE_MAX).default(''),
  slack: text(HGN_HANDLE_MAX).transform(titleCase).default(''),
});

/** A weekday answered: some hours, or N/A. */
const dayAnswered = (day: HgnWeekday) =>
  z.union(
    [
      z.literal(HGN_NOT_AVAILABLE),
      z
        .array(hour, { error: M.availabilityDay(day) })
        .min(1, M.availabilityDay(day))
        .max(24, M.hourInvalid),
    ],
    { error: M.availabilityDay(day) },
  );

/** The availability grid, each day answered; collapsed to ranges on submission. */
export const hgnAvailabilityInput = perWeekday(dayAnswered);

const hourRange = once(() => z.object({ from: z.number().int().min(0).max(23), to: z.number().int().min(1).max(24) }));
/** The availability as submitted: each weekday's merged ranges (`to` excluded), or 'N/A'. */
export const hgnAvailabilityRanges = once(() => perWeekday(() => z.union([z.literal(HGN_NOT_AVAILABLE), z.array(hourRange())])));

/** Page 2. */
export const hgnGeneralInput = z.object({
  hours: oneOf(HGN_HOURS_CHOICES),
  period: oneOf(HGN_PERIOD_CHOICES),
  standup: oneOf(HGN_STANDUP_CHOICES),
  location: z.string({ error: M.required }).trim().min(1, M.required).max(HGN_LOCATION_MAX, M.tooLong(HGN_LOCATION_MAX)),
  manager: oneOf(HGN_MANAGER_CHOICES),
  combined_frontend_backend: rating,
  mern_skills: rating,
  leadership_skills: rating,
  leadership_experience: rating,
  preferences: preferences.min(1, M.option).transform((picked) => [...new Set(picked)]),
  availability: hgnAvailabilityInput.transform(collapseAvailability),
});

/** Page 3. */
export const hgnFrontendInput = ratings(HGN_FRONTEND_FIELDS);
/** Page 4. */
export const hgnBackendInput = ratings(HGN_BACKEND_FIELDS);
/** Page 5: all optional. */
export const hgnFollowUpInput = z.object({
  platform: text(HGN_FOLLOW_UP_MAX).default(''),
  other_skills: text(HGN_FOLLOW_UP_MAX).default(''),
  suggestion: text(HGN_FOLLOW_UP_MAX).default(''),
  additional_info: text(HGN_FOLLOW_UP_MAX).default(''),
});

/** The whole questionnaire as submitted (POST …/submit). */
export const hgnSubmissionInput = z.object({
  userInfo: hgnUserInfoInput,
  general: hgnGeneralInput,
  frontend: hgnFrontendInput,
  backend: hgnBackendInput,
  followUp: hgnFollowUpInput,
});
export type HgnSubmissionInput = z.input<typeof hgnSubmissionInput>;
/** A submission as stored: names title-cased, availability collapsed. */
export type HgnSubmission = z.output<typeof hgnSubmissionInput>;

/** The schema that checks each page of the form, by section. */
export const HGN_SECTION_INPUTS = {
  userInfo: hgnUserInfoInput,
  general: hgnGeneralInput,
  frontend: hgnFrontendInput,
  backend: hgnBackendInput,
  followUp: hgnFollowUpInput,
} as const;

// ---- A draft: any part answered so far, as typed -------------------------------------------

const draftDay = once(() => z.union([z.literal(HGN_NOT_AVAILABLE), z.array(hour).max(24)], { error: M.hourInvalid }));

/**
 * The questionnaire while it is being filled in (PUT …/mine): every part optional, kept as typed
 * (not title-cased), the grid as ticked hours; each answer given must still be of its kind.
 */
export const hgnDraft = once(() =>
  z.object({
    userInfo: z
      .object({ name: text(HGN_NAME_MAX), email: text(254), github: text(HGN_HANDLE_MAX), slack: text(HGN_HANDLE_MAX) })
      .partial()
      .optional(),
    general: z
      .object({
        hours: oneOf(HGN_HOURS_CHOICES),
        period: oneOf(HGN_PERIOD_CHOICES),
        standup: oneOf(HGN_STANDUP_CHOICES),
        location: text(HGN_LOCATION_MAX),
        manager: oneOf(HGN_MANAGER_CHOICES),
        combined_frontend_backend: rating,
        mern_skills: rating,
        leadership_skills: rating,
        leadership_experience: rating,
        preferences,
        availability: perWeekday(() => draftDay().optional()),
      })
      .partial()
      .optional(),
    frontend: hgnFrontendInput.partial().optional(),
    backend: hgnBackendInput.partial().optional(),
    followUp: z
      .object({
        platform: text(HGN_FOLLOW_UP_MAX),
        other_skills: text(HGN_FOLLOW_UP_MAX),
        suggestion: text(HGN_FOLLOW_UP_MAX),
        additional_info: text(HGN_FOLLOW_UP_MAX),
      })
      .partial()
      .optional(),
  }),
);
export type HgnDraft = z.input<ReturnType<typeof hgnDraft>>;
