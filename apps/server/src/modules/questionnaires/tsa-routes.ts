import type { FastifyInstance } from 'fastify';
import { tsaContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { getTsa, listTsa, submitTsa, tsaCsv } from './tsa.js';

/** The technical-support and advisory questionnaire: submitted by anyone signed in, read and exported by Owners. */
export function tsaRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'questionnaires', tsaContracts, {
    submit: ({ caller, body }) => submitTsa(ctx, caller, body),
    list: ({ query }) => listTsa(ctx, query.page),
    csv: async ({ reply }) => {
      const day = ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tsa-submissions-${day}.csv"`)
        .send(await tsaCsv(ctx));
    },
    get: ({ params }) => getTsa(ctx, params.id),
  });
}
