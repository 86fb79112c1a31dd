import { z } from '../zod.js';
import { once } from '../contracts/once.js';

/** What Team Member Tasks answers (document 2 §2, §4, §5, §9). */
export const teamTaskSchema = once(() =>
  z.object({
    id: z.uuid(),
    num: z.string(),
    taskName: z.string(),
    status: z.string(),
    projectId: z.uuid().nullable(),
    hoursLogged: z.number(),
    estimatedHours: z.number(),
    dueDatetime: z.string().nullable().describe('ISO date-time'),
    /** How many times the due date was moved later (the deadline follow-up count). */
    deadlineCount: z.number().int().describe('How many times the due date was moved later.'),
    reviewStatus: z.string(),
    relatedWorkLinks: z.array(z.string()),
    hasChanges: z.boolean(),
    followUpCheck: z.boolean(),
    followUpPercentageDeadline: z.number().nullable(),
  }),
);
export type TeamTask = z.infer<ReturnType<typeof teamTaskSchema>>;

export const teamMemberEntrySchema = once(() =>
  z.object({
    id: z.uuid(),
    dateOfWork: z.string().describe('YYYY-MM-DD'),
    hours: z.number(),
    isTangible: z.boolean(),
    notes: z.string(),
    taskName: z.string().nullable(),
  }),
);
export type TeamMemberEntry = z.infer<ReturnType<typeof teamMemberEntrySchema>>;

export const teamMemberRowSchema = once(() =>
  z.object({
    personId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    teamCode: z.string(),
    weeklySummaryOption: z.string(),
    weeklyCommittedHours: z.number(),
    missedHours: z.number().describe('Make-up hours on record; they count towards the week for the Core Team only.'),
    tangibleHours: z.number(),
    teams: z.array(z.object({ id: z.uuid(), teamName: z.string() })),
    leaders: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), role: z.string() })),
    timeOff: z.array(z.object({ startingDate: z.string(), endingDate: z.string(), reason: z.string() })),
    tasks: z.array(teamTaskSchema()),
    entries: z.array(teamMemberEntrySchema()),
    /** The member's 'Google Doc' admin link; null when there is none or the viewer may not see admin links. */
    googleDocLink: z.string().nullable().describe('The member’s Google Doc admin link; null when none or not for this viewer.'),
    /** Weekly summaries (reports) the member has written; null when the viewer may not read them. */
    reportCount: z.number().int().nullable().describe('Weekly summaries the member has written; null when not for this viewer.'),
    /** The member's warnings on active trackers, by colour; null when the viewer may not see the tracking overview. */
    warnings: z
      .object({ yellow: z.number().int().min(0), red: z.number().int().min(0) })
      .nullable()
      .describe('Warnings on active trackers: yellow, and red (blue squares issued from a tracker); null when not for this viewer.'),
  }),
);
export type TeamMemberRow = z.infer<ReturnType<typeof teamMemberRowSchema>>;

export const teamMemberTasksPageSchema = once(() =>
  z.object({
    weekStart: z.string(),
    weekEnd: z.string(),
    page: z.number().int(),
    total: z.number().int(),
    members: z.array(teamMemberRowSchema()),
  }),
);
export type TeamMemberTasksPage = z.infer<ReturnType<typeof teamMemberTasksPageSchema>>;

/** A person's part of a task after a review step. */
export const reviewStateSchema = once(() =>
  z.object({
    taskId: z.uuid(),
    userId: z.uuid(),
    reviewStatus: z.string(),
    completedTask: z.boolean(),
    relatedWorkLinks: z.array(z.string()),
  }),
);
export type ReviewState = z.infer<ReturnType<typeof reviewStateSchema>>;

/** A follow-up check on a person's task, with the percent complete when it was checked. */
export const followUpSchema = once(() =>
  z.object({
    userId: z.uuid(),
    taskId: z.uuid(),
    followUpCheck: z.boolean(),
    followUpPercentageDeadline: z.number(),
  }),
);
export type FollowUp = z.infer<ReturnType<typeof followUpSchema>>;
