import {
  checkTaskImport,
  importErrorFields,
  TASK_IMPORT_MESSAGES as M,
  type TaskImportResult,
  type TaskImportRow,
  type TaskImportRowError,
  type TaskImportRequest,
} from '@goodhours/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { insertImportedTasks } from './import-write.js';
import { lockWbs } from './locks.js';
import { rowsOf } from '../../db/raw.js';
import { wbsWithProject } from './wbs-service.js';

/** At most this many problems are sent back; the message still counts every wrong row. */
const PROBLEMS_SENT = 500;

/** A whole file refused: its problems, by row (counted under the header from 1) and column. */
export class TaskImportRefused extends AppError {
  readonly rows: TaskImportRowError[];
  constructor(all: readonly TaskImportRowError[]) {
    const rows = all.slice(0, PROBLEMS_SENT);
    super('VALIDATION', M.rowsInvalid(new Set(all.map((r) => r.row)).size), importErrorFields(rows));
    this.rows = rows;
  }
}

/** User ids of the people named by email (lower case), active ones only; one query. */
async function peopleByEmail(tx: Tx, rows: readonly TaskImportRow[]): Promise<Map<string, string>> {
  const emails = [...new Set(rows.flatMap((r) => r.resources))];
  if (!emails.length) return new Map();
  const found = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.isActive, true), eq(users.isArchived, false)));
  return new Map(found.map((u) => [u.email, u.id]));
}

function unknownPeople(rows: readonly TaskImportRow[], people: ReadonlyMap<string, string>): TaskImportRowError[] {
  const errors: TaskImportRowError[] = [];
  rows.forEach((r, i) => {
    const missing = r.resources.find((e) => !people.has(e));
    if (missing !== undefined) errors.push({ row: i + 1, field: 'resources', message: M.personNotFound(missing) });
  });
  return errors;
}

/** The highest top-level number in the WBS (numbers have no gaps, so also how many there are). */
async function lastTopLevel(tx: Tx, wbsId: string): Promise<number> {
  const result: unknown = await tx.execute(
    sql`select coalesce(max(split_part(num, '.', 1)::int), 0)::int as n from tasks where wbs_id = ${wbsId}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * `POST /api/task/import/{wbsId}`: checks every row (cells, numbering, people), then adds all
 * the tasks in one transaction, or none. Numbered rows keep their tree, moved below the WBS's
 * existing top-level tasks (a file's 1 becomes n + 1); rows without numbers are appended as
 * top-level tasks in file order.
 */
export async function importTasks(ctx: AppContext, wbsId: string, input: TaskImportRequest): Promise<TaskImportResult> {
  await wbsWithProject(ctx.db, wbsId);
  const { rows, errors } = checkTaskImport(input.list);
  if (errors.length) throw new TaskImportRefused(errors);
  const people = await peopleByEmail(ctx.db, rows);
  const missing = unknownPeople(rows, people);
  if (missing.length) throw new TaskImportRefused(missing);

  return ctx.db.transaction(async (tx) => {
    const wbsRow = await lockWbs(tx, wbsId);
    const offset = await lastTopLevel(tx, wbsId);
    await insertImportedTasks(tx, { wbsId, projectId: wbsRow.projectId, offset, rows, people, now: ctx.clock.now() });
    return { imported: rows.length };
  });
}
