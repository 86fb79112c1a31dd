import { z } from '../zod.js';
import { REPORT_MESSAGES as M } from './messages.js';
import { reportPeriodSchema, reportSeriesPointSchema } from './schemas.js';
import { once } from '../contracts/once.js';

const hours = once(() => z.number());
const day = once(() => z.string().describe('YYYY-MM-DD'));

/** A person's hours on a project or in a team in the period. */
const personHoursSchema = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    tangibleHours: hours(),
    intangibleHours: hours(),
    /** At least 10 tangible hours in the period (on this project, for the project report). */
    counted: z.boolean(),
  }),
);

/** The project report (/projectreport/{projectId}) for a period. */
export const projectReportSchema = once(() =>
  z.object({
    period: reportPeriodSchema(),
    project: z.object({
      id: z.uuid(),
      projectName: z.string(),
      category: z.string(),
      isActive: z.boolean(),
      memberCount: z.number().int(),
      totalTangibleHours: hours(),
      totalIntangibleHours: hours(),
    }),
    totals: z.object({ tangibleHours: hours(), intangibleHours: hours(), activePeople: z.number().int() }),
    series: z.array(reportSeriesPointSchema()),
    /** The project's members and everyone who logged on it in the period, most hours first. */
    people: z.array(personHoursSchema().extend({ isMember: z.boolean() })),
    wbs: z.array(
      z.object({
        id: z.uuid(),
        wbsName: z.string(),
        isActive: z.boolean(),
        taskCount: z.number().int(),
        completedCount: z.number().int(),
        estimatedHours: hours(),
        loggedHours: hours(),
      }),
    ),
    /** Top-level tasks (level 1), estimated against logged (all time), at most MAX_REPORT_TASKS. */
    tasks: z.array(
      z.object({
        id: z.uuid(),
        num: z.string(),
        taskName: z.string(),
        wbsName: z.string(),
        status: z.string(),
        estimatedHours: hours(),
        hoursLogged: hours(),
      }),
    ),
  }),
);
export type ProjectReport = z.infer<ReturnType<typeof projectReportSchema>>;
export const MAX_REPORT_TASKS = 500;

/** The team report (/teamreport/{teamId}) for a period. */
export const teamReportSchema = once(() =>
  z.object({
    period: reportPeriodSchema(),
    team: z.object({ id: z.uuid(), teamName: z.string(), teamCode: z.string(), isActive: z.boolean(), memberCount: z.number().int() }),
    totals: z.object({
      tangibleHours: hours(),
      intangibleHours: hours(),
      committedHours: hours(),
      summaries: z.number().int(),
      blueSquares: z.number().int(),
    }),
    series: z.array(reportSeriesPointSchema()),
    members: z.array(
      personHoursSchema().extend({
        weeklyCommittedHours: z.number(),
        /** The weekly commitment over the period's days (days ÷ 7 × weekly hours). */
        committedHours: hours(),
        /** Weeks of the period with a weekly summary. */
        summaries: z.number().int(),
        blueSquares: z.array(z.object({ date: day(), description: z.string() })),
      }),
    ),
  }),
);
export type TeamReport = z.infer<ReturnType<typeof teamReportSchema>>;

export const reportProjectParams = once(() => z.object({ projectId: z.uuid({ error: M.projectNotFound }) }));
export const reportTeamParams = once(() => z.object({ teamId: z.uuid({ error: M.teamNotFound }) }));
