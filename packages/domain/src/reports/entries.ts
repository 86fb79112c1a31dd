import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { REPORT_MESSAGES as M } from './messages.js';
import { reportPeriodQuery } from './period.js';
import { once } from '../contracts/once.js';

/** The rows behind a report's number: entries of a period, narrowed to a person, project, team or category. */
const scope = once(() =>
  z.object({
    userId: z.uuid({ error: M.personNotFound }).optional(),
    projectId: z.uuid({ error: M.projectNotFound }).optional(),
    teamId: z.uuid({ error: M.teamNotFound }).optional(),
    category: z.string().max(100).optional(),
    tangible: z.enum(['true', 'false']).optional(),
  }),
);

/** The page after the last row shown: the last row's date and id. */
const cursor = once(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}_[0-9a-f-]{36}$/, M.cursorInvalid)
    .optional(),
);

export const reportEntriesQuery = once(() => z.intersection(reportPeriodQuery, scope().extend({ after: cursor() })));
export const reportEntriesCsvQuery = once(() => z.intersection(reportPeriodQuery, scope()));
export type ReportEntriesQuery = z.output<ReturnType<typeof reportEntriesQuery>>;

/** Rows per page of the entries behind a report's number. */
export const REPORT_ENTRIES_PAGE = 200;

export const reportEntrySchema = once(() =>
  z.object({
    id: z.uuid(),
    dateOfWork: z.string(),
    personId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    projectId: z.uuid().nullable(),
    projectName: z.string(),
    category: z.string(),
    taskName: z.string(),
    hours: z.number(),
    isTangible: z.boolean(),
    /** The notes as plain text. */
    notes: z.string(),
  }),
);
export type ReportEntry = z.infer<ReturnType<typeof reportEntrySchema>>;

export const reportEntriesSchema = once(() =>
  z.object({
    rows: z.array(reportEntrySchema()),
    /** The `after` of the next page, null on the last. */
    next: z.string().nullable(),
  }),
);
export type ReportEntries = z.infer<ReturnType<typeof reportEntriesSchema>>;

/** The CSV export's columns, in order. */
export const REPORT_ENTRY_COLUMNS = [
  'Date',
  'First name',
  'Last name',
  'Project',
  'Category',
  'Task',
  'Hours',
  'Tangible',
  'Notes',
] as const;

const readers = access.anyOf('getReports');

export const reportEntryContracts = {
  entries: defineRoute({
    method: 'GET',
    path: '/api/reports/entries',
    summary:
      'The time entries behind a report’s number (a period, narrowed to a person, project, team, category or tangibility), newest first, a page at a time',
    access: readers,
    schemas: () => ({ query: reportEntriesQuery(), responses: { 200: reportEntriesSchema() } }),
  }),
  csv: defineRoute({
    method: 'GET',
    path: '/api/reports/entries.csv',
    summary: 'The same entries as CSV, streamed (a year of the whole organisation is never held in memory)',
    access: readers,
    schemas: () => ({ query: reportEntriesCsvQuery(), responses: { 200: z.string().describe('text/csv') } }),
  }),
} as const;
