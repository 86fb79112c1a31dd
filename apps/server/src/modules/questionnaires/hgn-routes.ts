import type { FastifyInstance } from 'fastify';
import { hgnContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { hgnResponsesCsv } from './hgn-csv.js';
import { listHgnQuestions, updateHgnQuestion } from './hgn-questions.js';
import { listHgnResponses } from './hgn-responses.js';
import { myHgn, saveHgnDraft, submitHgn } from './hgn-submissions.js';

/** The development-team questionnaire: each person's own, the Owner's questions, answers and export. */
export function hgnRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'questionnaires', hgnContracts, {
    questions: () => listHgnQuestions(ctx),
    updateQuestion: ({ params, body }) => updateHgnQuestion(ctx, params.id, body),
    mine: ({ caller }) => myHgn(ctx, caller),
    saveDraft: ({ caller, body }) => saveHgnDraft(ctx, caller, body),
    submit: ({ caller, body }) => submitHgn(ctx, caller, body),
    responses: ({ query }) => listHgnResponses(ctx, query),
    responsesCsv: async ({ query, reply }) => {
      const day = ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="hgn-responses-${day}.csv"`)
        .send(await hgnResponsesCsv(ctx, query));
    },
  });
}
