import { z } from '../zod.js';
import { REPORT_MESSAGES as M } from './messages.js';
import { once } from '../contracts/once.js';

/** Hours in a period, rounded to two decimals. */
const hours = once(() => z.number());
const day = once(() => z.string().describe('YYYY-MM-DD'));

export const reportPeriodSchema = once(() =>
  z.object({
    from: day(),
    to: day(),
    granularity: z.enum(['week', 'month', 'year']),
  }),
);

/** One person in the people list of /reports, with their hours in the period. */
export const reportPersonRowSchema = once(() =>
  z.object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.string(),
    isActive: z.boolean(),
    teamNames: z.array(z.string()),
    teamCode: z.string(),
    weeklyCommittedHours: z.number(),
    startDate: day().nullable(),
    endDate: day().nullable(),
    tangibleHours: hours(),
    intangibleHours: hours(),
    /** Document 4 §10: counted in the period with at least 10 tangible hours in it. */
    counted: z.boolean(),
  }),
);
export type ReportPersonRow = z.infer<ReturnType<typeof reportPersonRowSchema>>;

/** One project in the projects list of /reports. */
export const reportProjectRowSchema = once(() =>
  z.object({
    id: z.uuid(),
    projectName: z.string(),
    category: z.string(),
    isActive: z.boolean(),
    memberCount: z.number().int(),
    tangibleHours: hours(),
    intangibleHours: hours(),
    /** People with at least 10 tangible hours on the project in the period. */
    activePeople: z.number().int(),
    /** Document 4 §10: a project counts in the period with at least 1 hour. */
    counted: z.boolean(),
  }),
);
export type ReportProjectRow = z.infer<ReturnType<typeof reportProjectRowSchema>>;

/** One team in the teams list of /reports: its members' hours in the period. */
export const reportTeamRowSchema = once(() =>
  z.object({
    id: z.uuid(),
    teamName: z.string(),
    teamCode: z.string(),
    isActive: z.boolean(),
    memberCount: z.number().int(),
    committedHours: z.number(),
    tangibleHours: hours(),
    intangibleHours: hours(),
    /** Members with at least 10 tangible hours in the period. */
    activeMembers: z.number().int(),
  }),
);
export type ReportTeamRow = z.infer<ReturnType<typeof reportTeamRowSchema>>;

const listOf = <T extends z.ZodType>(row: T) => z.object({ period: reportPeriodSchema(), rows: z.array(row) });
export const reportPeopleSchema = once(() => listOf(reportPersonRowSchema()));
export const reportProjectsSchema = once(() => listOf(reportProjectRowSchema()));
export const reportTeamsSchema = once(() => listOf(reportTeamRowSchema()));
export type ReportPeople = z.infer<ReturnType<typeof reportPeopleSchema>>;
export type ReportProjects = z.infer<ReturnType<typeof reportProjectsSchema>>;
export type ReportTeams = z.infer<ReturnType<typeof reportTeamsSchema>>;

/** One bar of a chart: the whole weeks whose Sunday falls in `bucket`'s week, month or year. */
export const reportSeriesPointSchema = once(() => z.object({ bucket: day(), tangibleHours: hours(), intangibleHours: hours() }));
export type ReportSeriesPoint = z.infer<ReturnType<typeof reportSeriesPointSchema>>;

export const reportProjectHoursSchema = once(() =>
  z.object({
    /** Null for entries logged without a project (or on a project since deleted). */
    projectId: z.uuid().nullable(),
    projectName: z.string(),
    category: z.string(),
    tangibleHours: hours(),
    intangibleHours: hours(),
  }),
);
export const reportCategoryHoursSchema = once(() => z.object({ category: z.string(), tangibleHours: hours(), intangibleHours: hours() }));

/** The people report (/peoplereport/{userId}) for a period. */
export const peopleReportSchema = once(() =>
  z.object({
    period: reportPeriodSchema(),
    person: z.object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      role: z.string(),
      jobTitle: z.string(),
      isActive: z.boolean(),
      teamNames: z.array(z.string()),
      teamCode: z.string(),
      weeklyCommittedHours: z.number(),
      startDate: day().nullable(),
      endDate: day().nullable(),
      bioPosted: z.enum(['posted', 'default', 'requested']),
      totalTangibleHours: hours(),
      totalIntangibleHours: hours(),
    }),
    totals: z.object({ tangibleHours: hours(), intangibleHours: hours(), counted: z.boolean() }),
    series: z.array(reportSeriesPointSchema()),
    byProject: z.array(reportProjectHoursSchema()),
    byCategory: z.array(reportCategoryHoursSchema()),
    tasks: z.array(
      z.object({
        id: z.uuid(),
        num: z.string(),
        taskName: z.string(),
        projectId: z.uuid(),
        projectName: z.string(),
        status: z.string(),
        estimatedHours: z.number(),
        hoursLogged: z.number(),
        completed: z.boolean(),
      }),
    ),
    badges: z.array(z.object({ badgeId: z.uuid(), badgeName: z.string(), count: z.number().int(), lastEarned: day().nullable() })),
    blueSquares: z.array(z.object({ id: z.uuid(), date: day(), description: z.string() })),
    timeOff: z.array(z.object({ id: z.uuid(), startingDate: day(), endingDate: day(), reason: z.string() })),
    summaries: z.array(z.object({ weekStart: day(), uploadDate: z.string(), words: z.number().int() })),
  }),
);
export type PeopleReport = z.infer<ReturnType<typeof peopleReportSchema>>;

export const reportPersonParams = once(() => z.object({ userId: z.uuid({ error: M.personNotFound }) }));
