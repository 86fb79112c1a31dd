import type { FastifyInstance } from 'fastify';
import { orgSummaryContracts, reportContracts, reportEntryContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { entriesCsv, entryPage } from './entries.js';
import { orgSummary } from './org-summary.js';
import { peopleList, projectList, teamList } from './lists.js';
import { peopleReport } from './people-report.js';
import { projectReport } from './project-report.js';
import { summariesReportRoutes } from './summaries-routes.js';
import { teamReport } from './team-report.js';

/** The reports (document 1 §2, document 4 §10), for holders of getReports (the contracts' rule). */
export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'reports', reportContracts, {
    people: ({ query }) => peopleList(ctx, query),
    projects: ({ query }) => projectList(ctx, query),
    teams: ({ query }) => teamList(ctx, query),
    person: ({ params, query }) => peopleReport(ctx, params.userId, query),
    project: ({ params, query }) => projectReport(ctx, params.projectId, query),
    team: ({ params, query }) => teamReport(ctx, params.teamId, query),
  });
  summariesReportRoutes(app, ctx);
  implementArea(app, ctx, 'report-entries', reportEntryContracts, {
    entries: ({ query }) => entryPage(ctx, query),
    csv: ({ query, reply }) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="time-entries-${query.from}-to-${query.to}.csv"`)
        .send(entriesCsv(ctx, query)),
  });
  implementArea(app, ctx, 'org-summary', orgSummaryContracts, { summary: ({ query }) => orgSummary(ctx, query) });
}
