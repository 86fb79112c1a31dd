import { z } from '../zod.js';
import { timestamp } from '../contracts/common.js';
import { expandAvailability } from './hgn-availability.js';
import { HGN_PAGES, HGN_SKILL_IDS, HGN_SKILLS, HGN_WEEKDAYS, type HgnSkillId } from './hgn-fields.js';
import { HGN_MESSAGES as M } from './hgn-messages.js';
import { HGN_SECTION_INPUTS, hgnAvailabilityRanges, hgnDraft, type HgnDraft, type HgnSubmission } from './hgn-schemas.js';
import { once } from '../contracts/once.js';

/** Where a person's questionnaire stands: never saved, saved page by page, or submitted (then read-only). */
export const HGN_STATUSES = ['new', 'draft', 'submitted'] as const;
export type HgnStatus = (typeof HGN_STATUSES)[number];

/** The caller's own questionnaire (GET/PUT …/mine, POST …/submit): the answers as the form shows them. */
export const hgnMineAnswer = once(() =>
  z.object({
    status: z.enum(HGN_STATUSES),
    answers: hgnDraft().describe('As the form holds them: a submitted one has its ranges expanded to hours again.'),
    submittedAt: timestamp().nullable(),
    updatedAt: timestamp().nullable(),
  }),
);

/** A submitted questionnaire read back into the form's shape (its ranges as ticked hours). */
export function hgnSubmissionAsDraft(submission: HgnSubmission): HgnDraft {
  return { ...submission, general: { ...submission.general, availability: expandAvailability(submission.general.availability) } };
}

/**
 * The first page whose answers are not complete yet (1 to 5), or 6 when pages 1 to 4 are: the
 * form is linear (document 3 §4), so a later page opened directly sends the person back there.
 * Page 5 (follow-up) is all optional.
 */
export function hgnFirstIncompletePage(draft: HgnDraft): number {
  for (const { page, section } of HGN_PAGES) {
    if (!HGN_SECTION_INPUTS[section].safeParse(draft[section] ?? {}).success) return page;
  }
  return 6;
}

/** Each rating of a submission, by skill. */
export function hgnSkillsOf(submission: HgnSubmission): Record<HgnSkillId, number> {
  const sections = submission as unknown as Record<string, Record<string, unknown>>;
  return Object.fromEntries(HGN_SKILLS.map(({ id, section }) => [id, Number(sections[section]?.[id] ?? 0)])) as Record<HgnSkillId, number>;
}

// ---- The Owner's search -------------------------------------------------------------------------

/** A query parameter given once or repeated (`skill=React&skill=CSS`), read as a list. */
const oneOrMore = <S extends z.ZodType>(item: S, message: string) =>
  z
    .union([item, z.array(item).max(HGN_SKILLS.length, message)], { error: message })
    .transform((v): z.output<S>[] => (Array.isArray(v) ? v : [v]));

/**
 * GET …/responses?skill=React&min=7&skill=CSS&min=5&day=Monday: submitted questionnaires whose
 * every named skill is rated at least its minimum (the n-th `min` goes with the n-th `skill`)
 * and, with a day, free for some hours that weekday.
 */
export const hgnResponsesQuery = once(() =>
  z
    .object({
      skill: oneOrMore(z.enum(HGN_SKILL_IDS, { error: M.skillUnknown }), M.skillUnknown).optional(),
      min: oneOrMore(
        z.coerce.number({ error: M.minimumInvalid }).int(M.minimumInvalid).min(1, M.minimumInvalid).max(10, M.minimumInvalid),
        M.minimumInvalid,
      ).optional(),
      day: z.enum(HGN_WEEKDAYS, { error: M.dayInvalid }).optional(),
    })
    .refine((q) => (q.skill?.length ?? 0) === (q.min?.length ?? 0), { path: ['min'], message: M.minimumPerSkill }),
);
export type HgnResponsesQuery = z.input<ReturnType<typeof hgnResponsesQuery>>;
export type HgnResponsesSearch = z.output<ReturnType<typeof hgnResponsesQuery>>;

/** The search as skill-minimum pairs and a day. */
export function hgnSearchFilters(search: HgnResponsesSearch): { skills: { skill: HgnSkillId; min: number }[]; day: string | null } {
  const mins = search.min ?? [];
  return { skills: (search.skill ?? []).map((skill, i) => ({ skill, min: mins[i] ?? 1 })), day: search.day ?? null };
}

const skillRatings = once(() =>
  z.object(Object.fromEntries(HGN_SKILL_IDS.map((id) => [id, z.number()])) as Record<HgnSkillId, z.ZodNumber>),
);

/** One submitted questionnaire in the Owner's table: who, their ratings and their week. */
export const hgnResponseRow = once(() =>
  z.object({
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    github: z.string(),
    slack: z.string(),
    submittedAt: timestamp(),
    skills: skillRatings(),
    availability: hgnAvailabilityRanges(),
  }),
);
export type HgnResponseRow = z.output<ReturnType<typeof hgnResponseRow>>;
export const hgnResponsesAnswer = once(() => z.object({ responses: z.array(hgnResponseRow()) }));
