import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { ACCESS_RULES } from '../permissions/access-rules.js';
import { addDays, daysBetween } from '../time/week.js';
import { reportPeriodQuery, type ReportPeriod } from './period.js';
import { reportPeriodSchema, reportSeriesPointSchema } from './schemas.js';
import { once } from '../contracts/once.js';

/** What the total org summary compares its period with: the period before it, or the same period a week, month or year earlier. */
export const ORG_COMPARISONS = ['period', 'week', 'month', 'year'] as const;
export type OrgComparison = (typeof ORG_COMPARISONS)[number];

/** Shifts a date by whole months, keeping the day where the month has it (31 March - 1 month = 28 February). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The period a total org summary is compared with. */
export function comparisonPeriod(period: ReportPeriod, compare: OrgComparison): ReportPeriod {
  switch (compare) {
    case 'period': {
      const days = daysBetween(period.from, period.to) + 1;
      return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
    }
    case 'week':
      return { from: addDays(period.from, -7), to: addDays(period.to, -7) };
    case 'month':
      return { from: addMonths(period.from, -1), to: addMonths(period.to, -1) };
    case 'year':
      return { from: addMonths(period.from, -12), to: addMonths(period.to, -12) };
  }
}

export const orgSummaryQuery = once(() =>
  z.intersection(reportPeriodQuery, z.object({ compare: z.enum(ORG_COMPARISONS).default('period') })),
);

const hoursSplit = once(() => ({ tangibleHours: z.number(), intangibleHours: z.number() }));

/** The figures of one period of the total org summary. */
export const orgFiguresSchema = once(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    volunteers: z.object({
      /** Counted in the period: at least 10 tangible hours in it (document 4 §10). */
      active: z.number().int(),
      /** Accounts created in the period. */
      new: z.number().int(),
      /** People whose end date falls in the period. */
      leaving: z.number().int(),
      /** Active accounts today. */
      total: z.number().int(),
    }),
    hours: z.object(hoursSplit()),
    byCategory: z.array(z.object({ category: z.string(), ...hoursSplit() })),
    byRole: z.array(z.object({ role: z.string(), people: z.number().int(), ...hoursSplit() })),
    tasksCompleted: z.number().int(),
    teams: z.object({ total: z.number().int(), withHours: z.number().int() }),
    blueSquares: z.number().int(),
    badgesEarned: z.number().int(),
    badges: z.array(z.object({ badgeName: z.string(), count: z.number().int() })),
    /** The volunteers counted active in the period by the country they live in (REPORT_MESSAGES.countryNotGiven when unknown). */
    byCountry: z.array(z.object({ country: z.string(), volunteers: z.number().int() })),
  }),
);
export type OrgFigures = z.infer<ReturnType<typeof orgFiguresSchema>>;

export const orgSummarySchema = once(() =>
  z.object({
    period: reportPeriodSchema(),
    compare: z.enum(ORG_COMPARISONS),
    current: orgFiguresSchema(),
    previous: orgFiguresSchema(),
    /** The organisation's hours in the period by bar (decision 030). */
    series: z.array(reportSeriesPointSchema()),
    /** People whose start date has an anniversary (1 year or more) in the period. */
    anniversaries: z.array(
      z.object({
        id: z.uuid(),
        firstName: z.string(),
        lastName: z.string(),
        startDate: z.string(),
        date: z.string(),
        years: z.number().int(),
      }),
    ),
  }),
);
export type OrgSummary = z.infer<ReturnType<typeof orgSummarySchema>>;

const rule = ACCESS_RULES.totalOrgSummary;

export const orgSummaryContracts = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/reports/orgsummary',
    summary:
      'The total org summary for a period, with the same figures for the period before it or a week, month or year earlier: volunteers, hours by category and role, tasks, teams, blue squares, badges and anniversaries',
    access: access.roles(rule.roles, rule.permissions),
    schemas: () => ({ query: orgSummaryQuery(), responses: { 200: orgSummarySchema() } }),
  }),
} as const;
