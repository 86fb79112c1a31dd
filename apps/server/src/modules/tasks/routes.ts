import type { FastifyInstance } from 'fastify';
import { taskContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { copyTask } from './copy-task.js';
import { createTask } from './create-task.js';
import { deleteChildren, deleteTask } from './delete-tasks.js';
import { importTasks, TaskImportRefused } from './import.js';
import { moveTasks, updateNums } from './move-tasks.js';
import { resourceCandidates } from './people.js';
import { sameFolderTasks, taskDetail, taskLevel } from './read-service.js';
import { updateTask } from './update.js';
import { addTaskBackForUser, removeTaskForUser } from './user-state.js';
import { createWbs, deleteWbs, listWbs } from './wbs-service.js';

/** WBS, tasks and task import (document 1 §2, §7; document 4 §2). Reading needs only a signed-in user. */
export function taskRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'tasks', taskContracts, {
    listWbs: ({ params }) => listWbs(ctx, params.projectId),
    createWbs: ({ params, body }) => createWbs(ctx, params.projectId, body),
    deleteWbs: ({ params }) => deleteWbs(ctx, params.id),
    level: ({ params }) => taskLevel(ctx, params.wbsId, params.level, params.mother),
    get: ({ params }) => taskDetail(ctx, params.id),
    sameFolder: ({ params }) => sameFolderTasks(ctx, params.taskId),
    resourceCandidates: ({ query }) => resourceCandidates(ctx, query.search),
    create: ({ params, body }) => createTask(ctx, params.wbsId, body),
    copy: ({ params }) => copyTask(ctx, params.id),
    update: ({ caller, params, body }) => updateTask(ctx, params.id, body, caller.id),
    updateNums: ({ body }) => updateNums(ctx, body.wbsId, body.nums),
    move: ({ params, body }) => moveTasks(ctx, params.wbsId, body.fromNum, body.toNum),
    remove: ({ params }) => deleteTask(ctx, params.wbsId, params.id),
    removeSubtasks: ({ params }) => deleteChildren(ctx, params.id),
    removeForUser: ({ caller, params }) => removeTaskForUser(ctx, caller, params.id, params.userId),
    addBackForUser: ({ caller, params }) => addTaskBackForUser(ctx, caller, params.id, params.userId),
    /** A refused file also lists its problems as `rows: [{ row, field, message }]`. */
    importTasks: async ({ params, body, reply }) => {
      try {
        return await importTasks(ctx, params.wbsId, body);
      } catch (err) {
        if (!(err instanceof TaskImportRefused)) throw err;
        return reply.status(422).send({ error: { code: err.code, message: err.message, fields: err.fields, rows: err.rows } });
      }
    },
  });
}
