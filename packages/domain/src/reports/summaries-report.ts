import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { calendarDate } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { ACCESS_RULES } from '../permissions/access-rules.js';
import { dayOfWeek } from '../time/week.js';
import { once } from '../contracts/once.js';

export const SUMMARIES_REPORT_MESSAGES = {
  weekInvalid: 'A week is named by its Sunday, as YYYY-MM-DD.',
  filterNameRequired: 'Please give the filter a name.',
  filterNameTaken: 'A saved filter with this name already exists.',
  filterNotFound: 'That saved filter does not exist.',
  filterSaved: (name: string) => `Filter “${name}” saved.`,
  filterDeleted: (name: string) => `Filter “${name}” deleted.`,
  countInvalid: 'The number of valid summaries is a whole number from 0 to 10,000.',
  countSaved: 'Valid summaries updated.',
  emailsCopied: (n: number) => `${String(n)} e-mail address${n === 1 ? '' : 'es'} copied.`,
  personNotFound: 'That person does not exist.',
} as const;
const M = SUMMARIES_REPORT_MESSAGES;

/**
 * Hours against commitment (document 1 §9): 'under' below the commitment, then green, dark green
 * at 1.25x, fuchsia at 1.5x and purple at 1.75x. Over commitment means 1.25x or more, committed
 * hours above 0.
 */
export const HOURS_BANDS = ['under', 'green', 'darkgreen', 'fuchsia', 'purple'] as const;
export type HoursBand = (typeof HOURS_BANDS)[number];

export function hoursBand(tangibleHours: number, committedHours: number): HoursBand {
  if (committedHours <= 0) return tangibleHours > 0 ? 'green' : 'under';
  const ratio = tangibleHours / committedHours;
  if (ratio >= 1.75) return 'purple';
  if (ratio >= 1.5) return 'fuchsia';
  if (ratio >= 1.25) return 'darkgreen';
  return ratio >= 1 ? 'green' : 'under';
}

export const isOverCommitment = (tangibleHours: number, committedHours: number): boolean =>
  committedHours > 0 && tangibleHours >= 1.25 * committedHours;

/** Decision 031: a bio is eligible for highlighting once the person has 80 tangible hours and it is not posted. */
export const BIO_ELIGIBLE_HOURS = 80;

export const summariesWeekQuery = once(() =>
  z.object({
    weekStart: calendarDate(M.weekInvalid)
      .refine((d) => dayOfWeek(d) === 0, M.weekInvalid)
      .optional(),
  }),
);

export const summariesReportRowSchema = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    teamCode: z.string(),
    teamNames: z.array(z.string()),
    weeklySummaryOption: z.string(),
    mediaUrl: z.string(),
    weeklyCommittedHours: z.number(),
    tangibleHours: z.number(),
    intangibleHours: z.number(),
    /** The week's summary as stored (sanitised HTML), '' when none was written. */
    summary: z.string(),
    uploadDate: z.string().nullable().describe('ISO date-time'),
    /** Summaries written, with the adjustment of totalValidWeeklySummaries. */
    validSummaries: z.number().int(),
    bioPosted: z.enum(['posted', 'default', 'requested']),
    bioEligible: z.boolean(),
    /** Badges earned in the week. */
    badgesThisWeek: z.number().int(),
  }),
);
export type SummariesReportRow = z.infer<ReturnType<typeof summariesReportRowSchema>>;

export const summariesReportSchema = once(() =>
  z.object({
    weekStart: z.string(),
    weekEnd: z.string(),
    rows: z.array(summariesReportRowSchema()),
  }),
);
export type SummariesReport = z.infer<ReturnType<typeof summariesReportSchema>>;

/** What a saved filter of the weekly summaries report holds (manageSummariesFilters). */
export const summariesFilterSchema = z.object({
  teamCodes: z.array(z.string().max(100)).max(200).default([]),
  /** Weekly summary options ('Required', 'Not Required', ...): the report's colour filter. */
  colours: z.array(z.string().max(100)).max(20).default([]),
  bioStatuses: z.array(z.enum(['posted', 'default', 'requested'])).default([]),
  hoursBands: z.array(z.enum(HOURS_BANDS)).default([]),
  overCommitment: z.boolean().default(false),
  badgesThisWeek: z.boolean().default(false),
  search: z.string().max(200).default(''),
});
export type SummariesFilter = z.output<typeof summariesFilterSchema>;

export const savedFilterInput = z.object({
  name: z.string({ error: M.filterNameRequired }).trim().min(1, M.filterNameRequired).max(80),
  filter: summariesFilterSchema,
});
export type SavedFilterInput = z.input<typeof savedFilterInput>;
export const savedFilterSchema = once(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    filter: summariesFilterSchema,
    updatedAt: z.string(),
  }),
);
export type SavedFilter = z.infer<ReturnType<typeof savedFilterSchema>>;

export const validSummariesInput = z.object({
  count: z.number({ error: M.countInvalid }).int(M.countInvalid).min(0, M.countInvalid).max(10_000, M.countInvalid),
});

const rule = ACCESS_RULES.weeklySummariesReport;
const readers = access.roles(rule.roles, rule.permissions);
const filterParams = once(() => z.object({ id: z.uuid({ error: M.filterNotFound }) }));

/** The weekly summaries report (/weeklysummariesreport) and its saved filters; the paths are ours. */
export const summariesReportContracts = {
  week: defineRoute({
    method: 'GET',
    path: '/api/reports/weeklysummaries',
    summary:
      'One week’s summaries, hours against commitment, valid summary counts, bio status and badges, per person; everyone for holders of getWeeklySummaries and Owners, Administrators and Core Team, their teams’ members for a Manager or Mentor',
    access: readers,
    schemas: () => ({ query: summariesWeekQuery(), responses: { 200: summariesReportSchema() } }),
  }),
  filters: defineRoute({
    method: 'GET',
    path: '/api/reports/weeklysummaries/filters',
    summary: 'The saved filters of the weekly summaries report, by name',
    access: readers,
    schemas: () => ({ responses: { 200: z.array(savedFilterSchema()) } }),
  }),
  saveFilter: defineRoute({
    method: 'POST',
    path: '/api/reports/weeklysummaries/filters',
    summary: 'Save a filter by name (manageSummariesFilters); a name already used is refused',
    access: access.anyOf('manageSummariesFilters'),
    schemas: () => ({ body: savedFilterInput, responses: { 201: savedFilterSchema(), 409: errorEnvelope() } }),
  }),
  updateFilter: defineRoute({
    method: 'PUT',
    path: '/api/reports/weeklysummaries/filters/:id',
    summary: 'Rename or change a saved filter (manageSummariesFilters)',
    access: access.anyOf('manageSummariesFilters'),
    schemas: () => ({
      params: filterParams(),
      body: savedFilterInput,
      responses: { 200: savedFilterSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  deleteFilter: defineRoute({
    method: 'DELETE',
    path: '/api/reports/weeklysummaries/filters/:id',
    summary: 'Delete a saved filter (manageSummariesFilters)',
    access: access.anyOf('manageSummariesFilters'),
    schemas: () => ({ params: filterParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  setValidSummaries: defineRoute({
    method: 'PUT',
    path: '/api/reports/weeklysummaries/:userId/validcount',
    summary: 'Set the number of valid weekly summaries shown for a person (totalValidWeeklySummaries)',
    access: access.anyOf('totalValidWeeklySummaries'),
    schemas: () => ({
      params: z.object({ userId: z.uuid({ error: M.personNotFound }) }),
      body: validSummariesInput,
      responses: { 200: z.object({ validSummaries: z.number().int() }), 404: errorEnvelope() },
    }),
  }),
} as const;
