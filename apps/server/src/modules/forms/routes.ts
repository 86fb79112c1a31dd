import type { FastifyInstance, FastifyReply } from 'fastify';
import { formContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { getGeneralForm, listVersions, saveGeneralForm, submitGeneralForm } from './general-form.js';
import { responsesCsv, responsesTable } from './responses.js';

/** Sends a version's responses as a CSV file named after the form's kind, the version and the day. */
export async function sendResponsesCsv(
  ctx: AppContext,
  reply: FastifyReply,
  name: string,
  formId: string,
  version: number | undefined,
): Promise<FastifyReply> {
  const csv = await responsesCsv(ctx.db, formId, version);
  const day = ctx.clock.now().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-v${String(csv.version)}-${day}.csv"`)
    .send(csv.text);
}

/** The form engine: the general form built by the Owner and answered by members. */
export function formRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'forms', formContracts, {
    general: () => getGeneralForm(ctx),
    saveGeneral: ({ caller, body }) => saveGeneralForm(ctx, caller, body),
    versions: ({ params }) => listVersions(ctx, params.id),
    responses: ({ params, query }) => responsesTable(ctx.db, params.id, query),
    exportResponses: ({ params, query, reply }) => sendResponsesCsv(ctx, reply, 'form-responses', params.id, query.version),
    submit: ({ caller, body }) => submitGeneralForm(ctx, caller, body),
  });
}
