import type { FastifyInstance } from 'fastify';
import {
  createTaskSuggestionInput,
  postTaskNotificationInput,
  TASK_MESSAGES,
  TASK_SUGGESTION_MESSAGES as M,
  taskImportInput,
} from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import { importTasks, TaskImportRefused } from '../tasks/import.js';
import { approveSuggestion } from './approve.js';
import { listTaskNotifications, markTaskNotificationRead, postTaskNotification } from './notifications.js';
import { countSuggestions, createSuggestion, listSuggestions, rejectSuggestion } from './suggestions.js';

const suggestionParams = z.object({ id: z.uuid({ error: M.suggestionNotFound }) });
const notificationParams = z.object({ id: z.uuid({ error: M.notificationNotFound }) });
const userParams = z.object({ userId: z.uuid({ error: M.personNotFound }) });
const wbsParams = z.object({ wbsId: z.uuid({ error: TASK_MESSAGES.wbsNotFound }) });
const listQuery = z.object({ count: z.enum(['true', 'false']).optional() });

/** A spreadsheet of 10,000 tasks with long texts fits; the app's default limit is 2 MB. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

/**
 * Task edit suggestions, task change notifications and task import (document 1 §7, document 2
 * §4-§8). The import lives with the tasks module's services but is registered here.
 */
export function taskSuggestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/taskeditsuggestion', async (request) => {
    requirePermission(await requireUser(ctx, request), 'updateTask');
    const { count } = parseInput(listQuery, request.query);
    return count === 'true' ? countSuggestions(ctx) : listSuggestions(ctx);
  });

  app.post('/api/taskeditsuggestion', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'suggestTask');
    const input = parseInput(createTaskSuggestionInput, request.body);
    return reply.status(201).send(await createSuggestion(ctx, caller, input));
  });

  app.delete('/api/taskeditsuggestion/:id', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'updateTask');
    await rejectSuggestion(ctx, parseInput(suggestionParams, request.params).id);
    return reply.status(204).send();
  });

  app.post('/api/taskeditsuggestion/:id/approve', async (request) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'updateTask');
    return approveSuggestion(ctx, caller, parseInput(suggestionParams, request.params).id);
  });

  /** Own changes, or anyone's for an Owner or Administrator (checked in the service). */
  app.get('/api/tasknotification/user/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    return listTaskNotifications(ctx, caller, parseInput(userParams, request.params).userId);
  });

  app.post('/api/tasknotification', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'updateTask');
    return reply.status(201).send(await postTaskNotification(ctx, parseInput(postTaskNotificationInput, request.body)));
  });

  /** Only the notification's own person (checked in the service). */
  app.post('/api/tasknotification/:id/read', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    await markTaskNotificationRead(ctx, caller, parseInput(notificationParams, request.params).id);
    return reply.status(204).send();
  });

  /** A refused file also lists its problems as `rows: [{ row, field, message }]`. */
  app.post('/api/task/import/:wbsId', { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'importTask');
    const { wbsId } = parseInput(wbsParams, request.params);
    try {
      return reply.status(201).send(await importTasks(ctx, wbsId, parseInput(taskImportInput, request.body)));
    } catch (err) {
      if (!(err instanceof TaskImportRefused)) throw err;
      return reply.status(422).send({ error: { code: err.code, message: err.message, fields: err.fields, rows: err.rows } });
    }
  });
}
