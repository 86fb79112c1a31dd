import type { FastifyInstance } from 'fastify';
import { emailContracts, subscriptionContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { cancelOutboxMail, getOutboxMail, listOutbox, outboxCounts, retryOutboxMail } from './service.js';
import { confirmSubscription, subscribe, unsubscribe } from './subscriptions.js';

export function emailRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'email', emailContracts, {
    outbox: ({ query }) => listOutbox(ctx, query),
    counts: () => outboxCounts(ctx),
    get: ({ params }) => getOutboxMail(ctx, params.id),
    retry: ({ params }) => retryOutboxMail(ctx, params.id),
    cancel: ({ params }) => cancelOutboxMail(ctx, params.id),
  });
  implementArea(app, ctx, 'email', subscriptionContracts, {
    subscribe: ({ body }) => subscribe(ctx, body.email),
    confirm: ({ body }) => confirmSubscription(ctx, body.token),
    unsubscribe: ({ body }) => unsubscribe(ctx, body.token),
  });
}
