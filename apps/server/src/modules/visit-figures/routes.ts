import type { FastifyInstance } from 'fastify';
import { visitFiguresContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { announceSampleRate } from './sample-rate-header.js';
import { recordVisit, sampleRateOf, visitFigures } from './service.js';

/** Real visits measured (decision 060): a sample of visits report; Owners read the figures. */
export function visitFiguresRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'visit-figures', visitFiguresContracts, {
    report: ({ body, request }) => recordVisit(ctx, body, request.ip),
    figures: ({ query }) => visitFigures(ctx, query.device),
  });
  announceSampleRate(app, sampleRateOf(ctx));
}
