import type { FastifyInstance } from 'fastify';
import { taskSuggestionContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { approveSuggestion } from './approve.js';
import { listTaskNotifications, markTaskNotificationRead, postTaskNotification } from './notifications.js';
import { countSuggestions, createSuggestion, listSuggestions, rejectSuggestion } from './suggestions.js';

/** Task edit suggestions and task change notifications (document 1 §7, document 2 §4-§8). */
export function taskSuggestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'task-suggestions', taskSuggestionContracts, {
    list: ({ query }) => (query.count === 'true' ? countSuggestions(ctx) : listSuggestions(ctx)),
    create: ({ caller, body }) => createSuggestion(ctx, caller, body),
    reject: ({ params }) => rejectSuggestion(ctx, params.id),
    approve: ({ caller, params }) => approveSuggestion(ctx, caller, params.id),
    notifications: ({ caller, params }) => listTaskNotifications(ctx, caller, params.userId),
    notify: ({ body }) => postTaskNotification(ctx, body),
    markRead: ({ caller, params }) => markTaskNotificationRead(ctx, caller, params.id),
  });
}
