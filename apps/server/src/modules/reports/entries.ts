import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  CSV_BOM,
  REPORT_ENTRIES_PAGE,
  REPORT_ENTRY_COLUMNS,
  csvLine,
  notesText,
  type ReportEntries,
  type ReportEntriesQuery,
  type ReportEntry,
  type ReportPeriod,
} from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { hoursFromSecondsSql } from '../../db/hours.js';
import { rowsOf } from '../../db/raw.js';

type Scope = Omit<ReportEntriesQuery, 'after'>;
type Row = Omit<ReportEntry, 'notes'> & { notes: string };

/** Rows read per statement while a CSV is streamed: memory stays at one batch whatever the period. */
const CSV_BATCH = 5000;

/** The entries of a period narrowed by the scope, newest first, after a (date, id) keyset position. */
function entriesSql(scope: Scope & ReportPeriod, after: { date: string; id: string } | null, limit: number): SQL {
  const filters = [sql`e.date_of_work between ${scope.from}::date and ${scope.to}::date`];
  if (scope.userId) filters.push(sql`e.person_id = ${scope.userId}::uuid`);
  if (scope.projectId) filters.push(sql`e.project_id = ${scope.projectId}::uuid`);
  if (scope.teamId) filters.push(sql`e.person_id in (select m.user_id from team_members m where m.team_id = ${scope.teamId}::uuid)`);
  if (scope.category) filters.push(sql`coalesce(p.category, 'Unspecified') = ${scope.category}`);
  if (scope.tangible) filters.push(sql`e.is_tangible = ${scope.tangible === 'true'}`);
  if (after) filters.push(sql`(e.date_of_work, e.id) < (${after.date}::date, ${after.id}::uuid)`);
  return sql`
    select e.id, e.date_of_work::text as "dateOfWork", e.person_id as "personId", u.first_name as "firstName", u.last_name as "lastName",
           e.project_id as "projectId", coalesce(p.project_name, 'No project') as "projectName",
           coalesce(p.category, 'Unspecified') as category, coalesce(t.task_name, '') as "taskName",
           ${hoursFromSecondsSql(sql`e.total_seconds`)} as hours, e.is_tangible as "isTangible", e.notes
      from time_entries e
      join users u on u.id = e.person_id
      left join projects p on p.id = e.project_id
      left join tasks t on t.id = e.task_id
     where ${sql.join(filters, sql` and `)}
     order by e.date_of_work desc, e.id desc
     limit ${limit}`;
}

const plain = (row: Row): ReportEntry => ({ ...row, hours: Number(row.hours), notes: notesText(row.notes).replace(/\s+/g, ' ').trim() });

function parseAfter(after: string | undefined): { date: string; id: string } | null {
  if (!after) return null;
  const [date = '', id = ''] = after.split('_');
  return { date, id };
}

/** One page of the entries behind a report's number, and where the next page starts. */
export async function entryPage(ctx: AppContext, query: ReportEntriesQuery): Promise<ReportEntries> {
  const rows = rowsOf<Row>(await ctx.db.execute(entriesSql(query, parseAfter(query.after), REPORT_ENTRIES_PAGE + 1)));
  const shown = rows.slice(0, REPORT_ENTRIES_PAGE).map(plain);
  const last = shown.at(-1);
  return { rows: shown, next: rows.length > REPORT_ENTRIES_PAGE && last ? `${last.dateOfWork}_${last.id}` : null };
}

/**
 * The same entries as CSV, read in keyset batches of CSV_BATCH and written as they come: the
 * server holds one batch at a time (a year of the whole organisation included), on PGlite as on
 * PostgreSQL.
 */
export function entriesCsv(ctx: AppContext, scope: Scope & ReportPeriod): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(REPORT_ENTRY_COLUMNS);
    let after: { date: string; id: string } | null = null;
    for (;;) {
      const batch: Row[] = rowsOf<Row>(await ctx.db.execute(entriesSql(scope, after, CSV_BATCH)));
      let text = '';
      for (const row of batch) {
        const r = plain(row);
        text += csvLine([
          r.dateOfWork,
          r.firstName,
          r.lastName,
          r.projectName,
          r.category,
          r.taskName,
          r.hours,
          r.isTangible ? 'yes' : 'no',
          r.notes,
        ]);
      }
      if (text) yield text;
      const last: Row | undefined = batch.at(-1);
      if (batch.length < CSV_BATCH || !last) return;
      after = { date: last.dateOfWork, id: last.id };
    }
  }
  return Readable.from(lines());
}
