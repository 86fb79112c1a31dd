import type { FastifyInstance } from 'fastify';
import { weekCloseContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { weekCloseDetail, weekCloseHistory, weekClosePreview } from './read.js';
import { setSummaryDigest, summaryDigestOf } from './digest.js';
import { resendWeekEmails } from './resend.js';
import { waiveBlueSquare } from './waive.js';

/** The weekly close's record and preview, for Owners and Administrators (the contract's roles). */
export function weekCloseRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'week-close', weekCloseContracts, {
    history: () => weekCloseHistory(ctx),
    preview: () => weekClosePreview(ctx),
    week: ({ params }) => weekCloseDetail(ctx, params.weekStart),
    resend: ({ params }) => resendWeekEmails(ctx, params.weekStart),
    digest: ({ caller, params }) => summaryDigestOf(ctx, caller, params.id),
    setDigest: ({ caller, params, body }) => setSummaryDigest(ctx, caller, params.id, body.enabled),
    waive: ({ caller, params, body }) => waiveBlueSquare(ctx, caller, params.weekStart, params.userId, body.reason),
  });
}
