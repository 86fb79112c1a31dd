import type { FastifyInstance } from 'fastify';
import { summariesReportContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { deleteFilter, listFilters, saveFilter, updateFilter } from './saved-filters.js';
import { setValidSummaries, summariesReport } from './summaries-report.js';

/** The weekly summaries report and its saved filters (document 4 §2: getWeeklySummaries, manageSummariesFilters, totalValidWeeklySummaries). */
export function summariesReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'weekly-summaries-report', summariesReportContracts, {
    week: ({ caller, query }) => summariesReport(ctx, caller, query.weekStart),
    filters: () => listFilters(ctx),
    saveFilter: ({ caller, body }) => saveFilter(ctx, caller, body),
    updateFilter: ({ params, body }) => updateFilter(ctx, params.id, body),
    deleteFilter: ({ params }) => deleteFilter(ctx, params.id),
    setValidSummaries: ({ params, body }) => setValidSummaries(ctx, params.userId, body.count),
  });
}
