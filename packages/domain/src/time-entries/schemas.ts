import { z } from '../zod.js';
import { calendarDate, FIRST_YEAR, LAST_YEAR } from '../contracts/common.js';
import { TIME_ENTRY_MESSAGES as M } from './messages.js';
import { notesProblem } from './notes.js';
import { daysBetween } from '../time/week.js';
import { once } from '../contracts/once.js';

/** Document 2 §9: hours 0-40, minutes 0-59. */
export const MAX_ENTRY_HOURS = 40;
export const MAX_ENTRY_MINUTES = 59;
/** `POST /api/TimeEntry/users` reads at most this many people, over at most a year. */
export const MAX_USERS_PER_QUERY = 500;
export const MAX_USERS_RANGE_DAYS = 366;

/** Kinds of entry (document 1 §3 entryType, default 'default'). */
export const ENTRY_TYPES = ['default', 'person', 'team', 'project'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** A real calendar date written `YYYY-MM-DD`, in the years the product handles (1900-2199). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const d = new Date(`${value}T00:00:00Z`);
  return year >= FIRST_YEAR && year <= LAST_YEAR && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const dateField = (required: string, invalid: string) => z.string({ error: required }).trim().min(1, required).pipe(calendarDate(invalid));

const timePart = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);

/**
 * `POST /api/TimeEntry` and `PUT /api/TimeEntry/{id}` (document 1 §3, document 2 §5). `taskId` is
 * optional; when given it must belong to the project (the server checks), and the WBS comes
 * from the task. `notes` is the editor's HTML; the server sanitises it.
 */
export const timeEntryInput = z
  .object({
    personId: z.uuid({ error: M.personNotFound }),
    dateOfWork: dateField(M.dateRequired, M.dateInvalid),
    hours: timePart(MAX_ENTRY_HOURS, M.hoursRange),
    minutes: timePart(MAX_ENTRY_MINUTES, M.minutesRange),
    projectId: z.uuid({ error: M.projectRequired }),
    taskId: z.uuid({ error: M.projectRequired }).nullish(),
    notes: z.string({ error: M.notesTooShort }).superRefine((html, ctx) => {
      const problem = notesProblem(html);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    isTangible: z.boolean().default(true),
    entryType: z.enum(ENTRY_TYPES).default('default'),
    /** Sent by the timer so a repeated submit cannot create a second entry. */
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
  })
  .refine((e) => e.hours * 60 + e.minutes > 0, {
    message: M.timeRequired,
    path: ['hours'],
    // Shown together with the other fields' problems, as long as hours and minutes are numbers in range.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((i) => i.path?.[0] === 'hours' || i.path?.[0] === 'minutes'),
  });

export type TimeEntryInput = z.input<typeof timeEntryInput>;
export type TimeEntryValues = z.output<typeof timeEntryInput>;

/** Total seconds of an entry's hours and minutes. */
export function entrySeconds(hours: number, minutes: number): number {
  return hours * 3600 + minutes * 60;
}

/** Hours and minutes of a number of seconds (seconds below a minute are dropped). */
export function splitSeconds(totalSeconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(totalSeconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** `GET /api/TimeEntry/user/{id}/{from}/{to}`: both dates inclusive, from ≤ to. */
export const timeEntryRangeParams = once(() =>
  z
    .object({
      id: z.uuid({ error: M.personNotFound }),
      from: dateField(M.dateRequired, M.dateInvalid),
      to: dateField(M.dateRequired, M.dateInvalid),
    })
    .refine((p) => p.from <= p.to, { message: M.invalidDateRange, path: ['from'] }),
);

/** `POST /api/TimeEntry/users`: leaders' views of many people at once. */
export const timeEntryUsersInput = once(() =>
  z
    .object({
      users: z
        .array(z.uuid({ error: M.personNotFound }), { error: M.usersRequired })
        .min(1, M.usersRequired)
        .max(MAX_USERS_PER_QUERY, M.tooManyUsers),
      fromDate: dateField(M.dateRequired, M.dateInvalid),
      toDate: dateField(M.dateRequired, M.dateInvalid),
    })
    .refine((p) => p.fromDate <= p.toDate, { message: M.invalidDateRange, path: ['fromDate'] })
    .refine((p) => daysBetween(p.fromDate, p.toDate) < MAX_USERS_RANGE_DAYS, {
      message: M.rangeTooLong,
      path: ['toDate'],
    }),
);

/** `PATCH /api/TimeEntry/{id}/tangible` */
export const timeEntryTangibleInput = once(() => z.object({ isTangible: z.boolean({ error: M.mayNotToggle }) }));

export type TimeEntryRangeParams = z.input<ReturnType<typeof timeEntryRangeParams>>;
export type TimeEntryUsersInput = z.input<ReturnType<typeof timeEntryUsersInput>>;
export type TimeEntryTangibleInput = z.input<ReturnType<typeof timeEntryTangibleInput>>;

/** One time entry as the API answers it (document 1 §3, document 2 §3). */
export const timeEntrySchema = once(() =>
  z.object({
    id: z.uuid(),
    personId: z.uuid(),
    dateOfWork: z.string().describe('YYYY-MM-DD'),
    createdAt: z.string().describe('ISO instant the entry was created; same-day edit rules read it'),
    entryType: z.string(),
    projectId: z.uuid().nullable(),
    projectName: z.string().nullable(),
    wbsId: z.uuid().nullable(),
    wbsName: z.string().nullable(),
    taskId: z.uuid().nullable(),
    taskNum: z.string().nullable(),
    taskName: z.string().nullable(),
    hours: z.number().int(),
    minutes: z.number().int(),
    totalSeconds: z.number().int(),
    notes: z.string(),
    isTangible: z.boolean(),
  }),
);
export type TimeEntry = z.infer<ReturnType<typeof timeEntrySchema>>;

/** What `PUT /api/TimeEntry/{id}` answers: the entry and the edit-limit bookkeeping. */
export const timeEntryUpdateResultSchema = once(() =>
  z.object({
    entry: timeEntrySchema(),
    timeEditRecorded: z.boolean().describe('This save was a same-day self edit of the time, recorded in the edit history'),
    editsInLastYear: z
      .number()
      .int()
      .describe('When this save was recorded: the person’s recorded time edits within 365 days, this one included; else 0'),
    blueSquareAdded: z.boolean().describe('This save added a blue square (exceeding the limit of 4 time-entry edits per year)'),
  }),
);
export type TimeEntryUpdateResult = z.infer<ReturnType<typeof timeEntryUpdateResultSchema>>;

/** `GET /api/TimeEntry/editHistory/{userId}`: the person's recorded time edits of the last 365 days. */
export const timeEntryEditHistorySchema = once(() =>
  z.object({
    editsInLastYear: z.number().int(),
    edits: z.array(
      z.object({
        date: z.string().describe('ISO instant of the edit'),
        initialSeconds: z.number().int(),
        finalSeconds: z.number().int(),
      }),
    ),
  }),
);
export type TimeEntryEditHistory = z.infer<ReturnType<typeof timeEntryEditHistorySchema>>;
