import { asc, eq, sql } from 'drizzle-orm';
import { SUMMARIES_REPORT_MESSAGES as M, summariesFilterSchema, type SavedFilter, type SummariesFilter } from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { summaryReportFilters } from '../../db/schema/index.js';
import { refusingDuplicates } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';

type Row = typeof summaryReportFilters.$inferSelect;

/** A stored filter as answered; one saved by an older version gets today's defaults for what it lacks. */
function answer(row: Row): SavedFilter {
  return { id: row.id, name: row.name, filter: summariesFilterSchema.parse(row.filter), updatedAt: row.updatedAt.toISOString() };
}

const nameTaken = () => new AppError('CONFLICT', M.filterNameTaken, { name: M.filterNameTaken });

const guarded = <T>(work: () => Promise<T>): Promise<T> => refusingDuplicates(work, nameTaken);

export async function listFilters(ctx: AppContext): Promise<SavedFilter[]> {
  const rows = await ctx.db
    .select()
    .from(summaryReportFilters)
    .orderBy(asc(sql`lower(${summaryReportFilters.name})`));
  return rows.map(answer);
}

export async function saveFilter(
  ctx: AppContext,
  caller: AuthUser,
  input: { name: string; filter: SummariesFilter },
): Promise<SavedFilter> {
  return guarded(async () => {
    const [row] = await ctx.db
      .insert(summaryReportFilters)
      .values({ name: input.name, filter: input.filter, createdBy: caller.id, updatedAt: ctx.clock.now() })
      .returning();
    if (!row) throw new Error('filter insert returned nothing');
    return answer(row);
  });
}

export async function updateFilter(ctx: AppContext, id: string, input: { name: string; filter: SummariesFilter }): Promise<SavedFilter> {
  return guarded(async () => {
    const [row] = await ctx.db
      .update(summaryReportFilters)
      .set({ name: input.name, filter: input.filter, updatedAt: ctx.clock.now() })
      .where(eq(summaryReportFilters.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', M.filterNotFound);
    return answer(row);
  });
}

export async function deleteFilter(ctx: AppContext, id: string): Promise<void> {
  const gone = await ctx.db.delete(summaryReportFilters).where(eq(summaryReportFilters.id, id)).returning({ id: summaryReportFilters.id });
  if (!gone.length) throw new AppError('NOT_FOUND', M.filterNotFound);
}
