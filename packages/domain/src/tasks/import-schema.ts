import { z } from '../zod.js';
import { isValidLinkUrl } from '../users/index.js';
import {
  TASK_CLASSIFICATIONS,
  TASK_HOURS_MAX,
  TASK_LINKS_MAX,
  TASK_NAME_MAX,
  TASK_PRIORITIES,
  TASK_RESOURCES_MAX,
  TASK_STATUSES,
  TASK_TEXT_MAX,
  type TaskClassification,
  type TaskPriority,
  type TaskStatus,
} from './constants.js';
import { dateProblems, estimateProblems } from './estimates.js';
import { TASK_MESSAGES as M } from './messages.js';
import { taskDateText } from './task-dates.js';
import type { TaskImportRowError } from './answers.js';
import { once } from '../contracts/once.js';

/**
 * Importing tasks into a WBS from a spreadsheet (`POST /api/task/import/{wbsId}`, document 1 §7).
 * A file is a header row and one row per task. Every row is checked before anything is saved;
 * one wrong row refuses the whole file, naming each problem by row and column.
 */

/** The columns a file may have, in the template's order; headers match ignoring case and spaces. */
export const TASK_IMPORT_COLUMNS = [
  'num',
  'taskName',
  'priority',
  'status',
  'hoursBest',
  'hoursWorst',
  'hoursMost',
  'estimatedHours',
  'startedDatetime',
  'dueDatetime',
  'classification',
  'links',
  'whyInfo',
  'intentInfo',
  'endstateInfo',
  'resources',
] as const;
export type TaskImportColumn = (typeof TASK_IMPORT_COLUMNS)[number];

export const TASK_IMPORT_MAX_ROWS = 10_000;

export const TASK_IMPORT_MESSAGES = {
  noRows: 'The file has no task rows under its header row.',
  tooManyRows: `A file can hold at most ${String(TASK_IMPORT_MAX_ROWS)} tasks.`,
  noTaskNameColumn: "The file needs a 'taskName' column.",
  notATable: 'Each row must be a set of column values.',
  cellInvalid: 'This cell holds something that is not text, a number or a date.',
  rowsInvalid: (rows: number) =>
    `Nothing was imported: ${String(rows)} row${rows === 1 ? ' has' : 's have'} problems. Fix them and import the file again.`,
  numMixed: 'Give every row a number, or leave the num column empty in every row.',
  numDuplicate: (num: string) => `Two rows cannot both have the number ${num}.`,
  parentMissing: (num: string, parent: string) => `Task ${parent} must come in a row before task ${num}.`,
  numOutOfOrder: (expected: string) => `Expected the number ${expected} here: the subtasks of a task are numbered 1, 2, 3… in order.`,
  emailInvalid: (email: string) => `'${email}' is not a valid email address.`,
  personNotFound: (email: string) => `No active person has the email ${email}.`,
  imported: (count: number) => `${String(count)} task${count === 1 ? ' was' : 's were'} imported.`,
  fileUnreadable: 'This file could not be read. Please choose a .csv or .xlsx file.',
  fileType: 'Please choose a .csv or .xlsx file.',
} as const;

/** A number in a cell: hours (at most 10,000), a priority or a task number; nothing meaningful is larger. */
export const TASK_IMPORT_NUMBER_MAX = 1_000_000_000;

/** A cell as a file gives it: text, a number, a yes/no, or nothing. */
export const taskImportCell = once(() =>
  z.union([z.string(), z.number().min(-TASK_IMPORT_NUMBER_MAX).max(TASK_IMPORT_NUMBER_MAX), z.boolean(), z.null()], {
    error: TASK_IMPORT_MESSAGES.cellInvalid,
  }),
);
export type TaskImportCell = z.infer<ReturnType<typeof taskImportCell>>;
export type TaskImportRecord = Record<string, TaskImportCell>;

/** `POST /api/task/import/{wbsId}`: the file's rows, each keyed by column name. */
export const taskImportInput = once(() =>
  z.object({
    list: z
      .array(z.record(z.string(), taskImportCell(), { error: TASK_IMPORT_MESSAGES.notATable }), { error: TASK_IMPORT_MESSAGES.noRows })
      .min(1, TASK_IMPORT_MESSAGES.noRows)
      .max(TASK_IMPORT_MAX_ROWS, TASK_IMPORT_MESSAGES.tooManyRows),
  }),
);
export type TaskImportInput = z.input<ReturnType<typeof taskImportInput>>;
export type TaskImportRequest = z.output<ReturnType<typeof taskImportInput>>;

const squash = (s: string) => s.replace(/[\s_-]/g, '').toLowerCase();
const COLUMN_BY_KEY = new Map<string, TaskImportColumn>(TASK_IMPORT_COLUMNS.map((c) => [squash(c), c]));

/** The column a header names ('Task Name', 'TASKNAME' and 'taskName' are all taskName). */
export function importColumnFor(header: string): TaskImportColumn | undefined {
  return COLUMN_BY_KEY.get(squash(header));
}

/** A cell as trimmed text ('' for nothing). */
export const importCellText = (cell: TaskImportCell | undefined): string =>
  cell === null || cell === undefined ? '' : typeof cell === 'string' ? cell.trim() : String(cell);

/** Picks a fixed choice ignoring case; '' is `fallback`. */
function choice<T extends string>(options: readonly T[], fallback: T | '', message: string) {
  return z.string().transform((v, ctx): T | '' => {
    if (v === '') return fallback;
    const found = options.find((o) => o.toLowerCase() === v.toLowerCase());
    if (found) return found;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const hoursCell = (whenEmpty: number | null) =>
  z.string().transform((v, ctx): number | null => {
    if (v === '') return whenEmpty;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0 || n > TASK_HOURS_MAX) {
      ctx.addIssue({ code: 'custom', message: M.hoursInvalid });
      return z.NEVER;
    }
    return n;
  });

const hoursOrZero = hoursCell(0);

const dateText = taskDateText(M.dateInvalid);

const dateCell = z.string().transform((v, ctx): string | null => {
  if (v === '') return null;
  if (!dateText.safeParse(v).success) {
    ctx.addIssue({ code: 'custom', message: M.dateInvalid });
    return z.NEVER;
  }
  return v;
});

const textCell = z.string().max(TASK_TEXT_MAX, M.textTooLong);

/** Splits a cell listing several values with ';' (new lines and commas also separate). */
const listOf = (v: string) =>
  v
    .split(/[;,\n\r]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const EMAIL = z.email();

/** One row, every cell as trimmed text first so numbers and text read the same. */
const rowShape = z.object({
  num: z.string().regex(/^([1-9]\d{0,5}(\.[1-9]\d{0,5}){0,19})?$/, M.numInvalid),
  taskName: z.string().min(1, M.taskNameRequired).max(TASK_NAME_MAX, M.taskNameTooLong),
  priority: choice(TASK_PRIORITIES, 'Primary', M.priorityInvalid),
  status: choice(TASK_STATUSES, 'Not Started', M.statusInvalid),
  hoursBest: hoursOrZero,
  hoursWorst: hoursOrZero,
  hoursMost: hoursOrZero,
  /** Empty: computed from the three estimates (PERT), as a task form does. */
  estimatedHours: hoursCell(null),
  startedDatetime: dateCell,
  dueDatetime: dateCell,
  classification: choice(TASK_CLASSIFICATIONS, '', M.classificationInvalid),
  links: z.string().transform((v, ctx) => {
    const links = listOf(v);
    if (links.length > TASK_LINKS_MAX) ctx.addIssue({ code: 'custom', message: M.tooManyLinks });
    else if (!links.every(isValidLinkUrl)) ctx.addIssue({ code: 'custom', message: M.linksInvalid });
    return links;
  }),
  whyInfo: textCell,
  intentInfo: textCell,
  endstateInfo: textCell,
  /** People by email; the server checks that each is an active person. */
  resources: z.string().transform((v, ctx) => {
    const emails = [...new Set(listOf(v).map((e) => e.toLowerCase()))];
    if (emails.length > TASK_RESOURCES_MAX) ctx.addIssue({ code: 'custom', message: M.tooManyResources });
    const bad = emails.find((e) => !EMAIL.safeParse(e).success);
    if (bad !== undefined) ctx.addIssue({ code: 'custom', message: TASK_IMPORT_MESSAGES.emailInvalid(bad) });
    return emails;
  }),
});

/**
 * Estimates in order (best ≤ most likely ≤ worst) and the due date not before the start,
 * checked from whichever of those cells are readable, so a row reports them with its other problems.
 */
function crossProblems(cells: Record<TaskImportColumn, string>): Record<string, string> {
  const best = hoursOrZero.safeParse(cells.hoursBest);
  const most = hoursOrZero.safeParse(cells.hoursMost);
  const worst = hoursOrZero.safeParse(cells.hoursWorst);
  const started = dateCell.safeParse(cells.startedDatetime);
  const due = dateCell.safeParse(cells.dueDatetime);
  return {
    ...(best.success && most.success && worst.success
      ? estimateProblems({ hoursBest: best.data ?? 0, hoursMost: most.data ?? 0, hoursWorst: worst.data ?? 0 })
      : {}),
    ...(started.success && due.success ? dateProblems(started.data, due.data) : {}),
  };
}

/** A row ready to save. */
export interface TaskImportRow {
  num: string;
  taskName: string;
  priority: TaskPriority;
  status: TaskStatus;
  hoursBest: number;
  hoursWorst: number;
  hoursMost: number;
  estimatedHours: number | null;
  startedDatetime: string | null;
  dueDatetime: string | null;
  classification: TaskClassification | '';
  links: string[];
  whyInfo: string;
  intentInfo: string;
  endstateInfo: string;
  /** Emails, lower case. */
  resources: string[];
}

/** The row's cells by column, whatever the case of its keys; unknown columns are left out. */
export function normaliseImportRecord(record: TaskImportRecord): Record<TaskImportColumn, string> {
  const out = Object.fromEntries(TASK_IMPORT_COLUMNS.map((c) => [c, ''])) as Record<TaskImportColumn, string>;
  for (const [key, cell] of Object.entries(record)) {
    const column = importColumnFor(key);
    if (column) out[column] = importCellText(cell);
  }
  return out;
}

/**
 * Numbers must form a tree read top to bottom: a parent's row comes before its subtasks, and
 * the subtasks of each task (and the top-level tasks) are numbered 1, 2, 3… in order.
 * `nums[i]` is row i+1's number, or undefined when the row's number is missing or invalid.
 */
export function importTreeProblems(nums: readonly (string | undefined)[]): TaskImportRowError[] {
  const errors: TaskImportRowError[] = [];
  const seen = new Set<string>();
  const lastChild = new Map<string, number>();
  nums.forEach((num, i) => {
    if (num === undefined) return;
    const row = i + 1;
    if (seen.has(num)) {
      errors.push({ row, field: 'num', message: TASK_IMPORT_MESSAGES.numDuplicate(num) });
      return;
    }
    seen.add(num);
    const cut = num.lastIndexOf('.');
    const parent = cut === -1 ? '' : num.slice(0, cut);
    const position = Number(num.slice(cut + 1));
    if (parent !== '' && !seen.has(parent)) {
      errors.push({ row, field: 'num', message: TASK_IMPORT_MESSAGES.parentMissing(num, parent) });
      return;
    }
    const expected = (lastChild.get(parent) ?? 0) + 1;
    if (position !== expected) {
      const expectedNum = parent === '' ? String(expected) : `${parent}.${String(expected)}`;
      errors.push({ row, field: 'num', message: TASK_IMPORT_MESSAGES.numOutOfOrder(expectedNum) });
      seen.delete(num);
      return;
    }
    lastChild.set(parent, position);
  });
  return errors;
}

export interface TaskImportCheck {
  rows: TaskImportRow[];
  errors: TaskImportRowError[];
  /** True when the rows carry numbers (a tree); false when they are appended as top-level tasks. */
  numbered: boolean;
}

/** Checks every row of a file (cells, then numbering); the rows are usable only without errors. */
export function checkTaskImport(list: readonly TaskImportRecord[]): TaskImportCheck {
  const rows: TaskImportRow[] = [];
  const errors: TaskImportRowError[] = [];
  const cells = list.map(normaliseImportRecord);
  const numbered = cells.some((c) => c.num !== '');
  const nums: (string | undefined)[] = [];
  cells.forEach((record, i) => {
    const result = rowShape.safeParse(record);
    const problems = result.success ? [] : result.error.issues.map((issue) => [String(issue.path[0] ?? 'row'), issue.message]);
    problems.push(...Object.entries(crossProblems(record)));
    const badFields = new Set<string>();
    for (const [field = 'row', message = ''] of problems) {
      if (badFields.has(field)) continue;
      badFields.add(field);
      errors.push({ row: i + 1, field, message });
    }
    if (result.success && badFields.size === 0) rows.push(result.data as TaskImportRow);
    if (numbered && record.num === '') errors.push({ row: i + 1, field: 'num', message: TASK_IMPORT_MESSAGES.numMixed });
    nums.push(badFields.has('num') || record.num === '' ? undefined : record.num);
  });
  if (numbered) errors.push(...importTreeProblems(nums));
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors, numbered };
}
