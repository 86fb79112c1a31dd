import type { FastifyInstance } from 'fastify';
import {
  createTaskInput,
  createWbsInput,
  moveTasksInput,
  resourceSearchQuery,
  TASK_MESSAGES,
  TASK_RESOURCE_PICKERS,
  taskLevelParams,
  updateNumsInput,
  type UpdateTaskInput,
} from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { can, requirePermission, requireUser } from '../../auth/sessions.js';
import { copyTask } from './copy-task.js';
import { createTask } from './create-task.js';
import { deleteChildren, deleteTask } from './delete-tasks.js';
import { moveTasks, updateNums } from './move-tasks.js';
import { resourceCandidates } from './people.js';
import { sameFolderTasks, taskDetail, taskLevel } from './read-service.js';
import { applyTaskUpdate } from './update.js';
import { addTaskBackForUser, removeTaskForUser } from './user-state.js';
import { createWbs, deleteWbs, listWbs } from './wbs-service.js';

const projectParam = z.object({ projectId: z.uuid({ error: TASK_MESSAGES.projectNotFound }) });
const wbsParam = z.object({ wbsId: z.uuid({ error: TASK_MESSAGES.wbsNotFound }) });
const idParam = z.object({ id: z.uuid({ error: TASK_MESSAGES.taskNotFound }) });
const wbsTaskParams = wbsParam.extend({ id: z.uuid({ error: TASK_MESSAGES.taskNotFound }) });
const taskIdParam = z.object({ taskId: z.uuid({ error: TASK_MESSAGES.taskNotFound }) });
const resourceParams = idParam.extend({ userId: z.uuid({ error: TASK_MESSAGES.resourceInvalid }) });

/** WBS and tasks (document 1 §2, §7; document 4 §2). Reading needs only a signed-in user. */
export function taskRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/wbs/:projectId', async (request) => {
    await requireUser(ctx, request);
    return listWbs(ctx, parseInput(projectParam, request.params).projectId);
  });

  app.post('/api/wbs/:projectId', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'postWbs');
    const { projectId } = parseInput(projectParam, request.params);
    return reply.status(201).send(await createWbs(ctx, projectId, parseInput(createWbsInput, request.body)));
  });

  app.delete('/api/wbs/:id', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'deleteWbs');
    await deleteWbs(ctx, parseInput(z.object({ id: z.uuid({ error: TASK_MESSAGES.wbsNotFound }) }), request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/tasks/:wbsId/:level/:mother', async (request) => {
    await requireUser(ctx, request);
    const { wbsId, level, mother } = parseInput(taskLevelParams, request.params);
    return taskLevel(ctx, wbsId, level, mother);
  });

  app.get('/api/task/:id', async (request) => {
    await requireUser(ctx, request);
    return taskDetail(ctx, parseInput(idParam, request.params).id);
  });

  app.get('/api/tasks/samefolder/:taskId', async (request) => {
    await requireUser(ctx, request);
    return sameFolderTasks(ctx, parseInput(taskIdParam, request.params).taskId);
  });

  app.get('/api/tasks/resource-candidates', async (request) => {
    requirePermission(await requireUser(ctx, request), ...TASK_RESOURCE_PICKERS);
    return resourceCandidates(ctx, parseInput(resourceSearchQuery, request.query).search);
  });

  app.post('/api/task/:wbsId', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'postTask');
    const { wbsId } = parseInput(wbsParam, request.params);
    return reply.status(201).send(await createTask(ctx, wbsId, parseInput(createTaskInput, request.body)));
  });

  app.post('/api/task/copy/:id', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'postTask');
    return reply.status(201).send(await copyTask(ctx, parseInput(idParam, request.params).id));
  });

  app.put('/api/task/update/:id', async (request) => {
    const user = await requireUser(ctx, request);
    requirePermission(user, 'updateTask');
    const { id } = parseInput(idParam, request.params);
    const body = (request.body ?? {}) as UpdateTaskInput;
    return ctx.db.transaction((tx) => applyTaskUpdate(tx, id, body, user.id));
  });

  app.put('/api/tasks/update/num', async (request) => {
    requirePermission(await requireUser(ctx, request), 'updateTask');
    const { wbsId, nums } = parseInput(updateNumsInput, request.body);
    return updateNums(ctx, wbsId, nums);
  });

  app.put('/api/tasks/moveTasks/:wbsId', async (request) => {
    requirePermission(await requireUser(ctx, request), 'updateTask');
    const { wbsId } = parseInput(wbsParam, request.params);
    const { fromNum, toNum } = parseInput(moveTasksInput, request.body);
    return moveTasks(ctx, wbsId, fromNum, toNum);
  });

  app.post('/api/task/del/:wbsId/:id', async (request) => {
    requirePermission(await requireUser(ctx, request), 'deleteTask');
    const { wbsId, id } = parseInput(wbsTaskParams, request.params);
    return deleteTask(ctx, wbsId, id);
  });

  app.post('/api/task/delete/children/:id', async (request) => {
    requirePermission(await requireUser(ctx, request), 'deleteTask');
    return deleteChildren(ctx, parseInput(idParam, request.params).id);
  });

  /** Per-user task state (document 1 §4): resolveTask, or the person themself. */
  app.post('/api/task/:id/resources/:userId/remove', async (request) => {
    const user = await requireUser(ctx, request);
    const { id, userId } = parseInput(resourceParams, request.params);
    if (userId !== user.id) requirePermission(user, 'resolveTask');
    return removeTaskForUser(ctx, id, userId, user.id);
  });

  app.post('/api/task/:id/resources/:userId/add', async (request) => {
    const user = await requireUser(ctx, request);
    const { id, userId } = parseInput(resourceParams, request.params);
    if (userId !== user.id) requirePermission(user, 'resolveTask');
    return addTaskBackForUser(ctx, id, userId, { mayAssign: can(user, 'resolveTask'), byUserId: user.id });
  });
}
