import { TASK_IMPORT_BODY_LIMIT } from './constants.js';
import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import {
  deletedTasksSchema,
  projectWbsListSchema,
  renumberedTasksSchema,
  sameFolderTasksSchema,
  taskDetailSchema,
  taskImportResultSchema,
  taskImportRowErrorSchema,
  taskPersonOptionSchema,
  taskSchema,
  wbsSchema,
} from './answers.js';
import { taskImportInput } from './import-schema.js';
import { TASK_MESSAGES as M } from './messages.js';
import {
  createTaskInput,
  createWbsInput,
  moveTasksInput,
  resourceSearchQuery,
  taskLevelParams,
  updateNumsInput,
  updateTaskInput,
} from './schemas.js';
import { once } from '../contracts/once.js';

/** Who may pick people for a task: those who create or edit tasks. */
export const TASK_RESOURCE_PICKERS = ['postTask', 'updateTask'] as const satisfies readonly PermissionKey[];

const projectParams = once(() => z.object({ projectId: z.uuid({ error: M.projectNotFound }) }));
const wbsIdParams = once(() => z.object({ id: z.uuid({ error: M.wbsNotFound }) }));
const wbsParams = once(() => z.object({ wbsId: z.uuid({ error: M.wbsNotFound }) }));
const taskParams = once(() => z.object({ id: z.uuid({ error: M.taskNotFound }) }));
const wbsTaskParams = once(() => wbsParams().extend({ id: z.uuid({ error: M.taskNotFound }) }));
const folderParams = once(() => z.object({ taskId: z.uuid({ error: M.taskNotFound }) }));
const resourceParams = once(() => taskParams().extend({ userId: z.uuid({ error: M.resourceInvalid }) }));

/** A refused import file also lists its problems by row and column (at most 500 of them). */
const importRefusal = once(() =>
  z.object({
    error: errorEnvelope().shape.error.extend({
      rows: z.array(taskImportRowErrorSchema()).optional().describe('The problems of a refused file, by row (from 1) and column.'),
    }),
  }),
);

const forOneself = 'the person themself, or anyone holding resolveTask for another person.';

/** WBS and tasks (document 1 §2, §7; document 4 §2). Reading needs only a signed-in user. */
export const taskContracts = {
  listWbs: defineRoute({
    method: 'GET',
    path: '/api/wbs/:projectId',
    summary: 'A project and its WBS by name, each with its number of tasks',
    access: access.signedIn,
    schemas: () => ({ params: projectParams(), responses: { 200: projectWbsListSchema(), 404: errorEnvelope() } }),
  }),
  createWbs: defineRoute({
    method: 'POST',
    path: '/api/wbs/:projectId',
    summary: 'Add a WBS to a project (names are unique within a project)',
    access: access.anyOf('postWbs'),
    schemas: () => ({
      params: projectParams(),
      body: createWbsInput,
      responses: { 201: wbsSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  deleteWbs: defineRoute({
    method: 'DELETE',
    path: '/api/wbs/:id',
    summary: 'Delete a WBS with all its tasks',
    access: access.anyOf('deleteWbs'),
    schemas: () => ({ params: wbsIdParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  level: defineRoute({
    method: 'GET',
    path: '/api/tasks/:wbsId/:level/:mother',
    summary: "One level of a WBS's tree under a parent task ('0' or 'null' for the top), by number, with rolled-up hours",
    access: access.signedIn,
    schemas: () => ({ params: taskLevelParams(), responses: { 200: z.array(taskSchema()), 404: errorEnvelope() } }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/task/:id',
    summary: 'One task with its project and WBS names, its ancestors and its subtask count',
    access: access.signedIn,
    schemas: () => ({ params: taskParams(), responses: { 200: taskDetailSchema(), 404: errorEnvelope() } }),
  }),
  sameFolder: defineRoute({
    method: 'GET',
    path: '/api/tasks/samefolder/:taskId',
    summary: 'A task and every task under the same parent (itself included), in order',
    access: access.signedIn,
    schemas: () => ({ params: folderParams(), responses: { 200: sameFolderTasksSchema(), 404: errorEnvelope() } }),
  }),
  resourceCandidates: defineRoute({
    method: 'GET',
    path: '/api/tasks/resource-candidates',
    summary: 'Up to 10 active people whose name contains the search, to assign to a task (names only)',
    access: access.anyOf(...TASK_RESOURCE_PICKERS),
    schemas: () => ({ query: resourceSearchQuery(), responses: { 200: z.array(taskPersonOptionSchema()) } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/task/:wbsId',
    summary: 'Add a task as the last child of its parent (or last at the top level)',
    access: access.anyOf('postTask'),
    schemas: () => ({ params: wbsParams(), body: createTaskInput, responses: { 201: taskSchema(), 404: errorEnvelope() } }),
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/api/task/copy/:id',
    summary: 'Copy a task and its subtree right after it',
    access: access.anyOf('postTask'),
    schemas: () => ({ params: taskParams(), responses: { 201: taskSchema(), 404: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/task/update/:id',
    summary: 'Change a task: only the fields sent change; its assignees are told what changed',
    access: access.anyOf('updateTask'),
    schemas: () => ({ params: taskParams(), body: updateTaskInput, responses: { 200: taskSchema(), 404: errorEnvelope() } }),
  }),
  updateNums: defineRoute({
    method: 'PUT',
    path: '/api/tasks/update/num',
    summary: 'Give tasks of a WBS new numbers, then number the WBS again without gaps',
    access: access.anyOf('updateTask'),
    schemas: () => ({ body: updateNumsInput(), responses: { 200: renumberedTasksSchema(), 404: errorEnvelope() } }),
  }),
  move: defineRoute({
    method: 'PUT',
    path: '/api/tasks/moveTasks/:wbsId',
    summary: 'Move the task numbered fromNum (with its subtree) to number toNum',
    access: access.anyOf('updateTask'),
    schemas: () => ({ params: wbsParams(), body: moveTasksInput, responses: { 200: taskSchema(), 404: errorEnvelope() } }),
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/api/task/del/:wbsId/:id',
    summary: 'Delete a task with all its subtasks',
    access: access.anyOf('deleteTask'),
    schemas: () => ({ params: wbsTaskParams(), responses: { 200: deletedTasksSchema(), 404: errorEnvelope() } }),
  }),
  removeSubtasks: defineRoute({
    method: 'POST',
    path: '/api/task/delete/children/:id',
    summary: 'Delete every subtask of a task; the task stays',
    access: access.anyOf('deleteTask'),
    schemas: () => ({ params: taskParams(), responses: { 200: deletedTasksSchema(), 404: errorEnvelope() } }),
  }),
  removeForUser: defineRoute({
    method: 'POST',
    path: '/api/task/:id/resources/:userId/remove',
    summary: "Remove a task for one of its people: their part is done and the task's status Complete",
    access: access.rule(forOneself),
    schemas: () => ({ params: resourceParams(), responses: { 200: taskSchema(), 404: errorEnvelope() } }),
  }),
  addBackForUser: defineRoute({
    method: 'POST',
    path: '/api/task/:id/resources/:userId/add',
    summary: "Add a task back for a person (assigning them with resolveTask): the task's status Started",
    access: access.rule(forOneself),
    schemas: () => ({ params: resourceParams(), responses: { 200: taskSchema(), 404: errorEnvelope() } }),
  }),
  importTasks: defineRoute({
    method: 'POST',
    path: '/api/task/import/:wbsId',
    summary: "Import a spreadsheet's rows as tasks of a WBS: all of them, or none when a row is wrong",
    access: access.anyOf('importTask'),
    schemas: () => ({
      params: wbsParams(),
      body: taskImportInput(),
      responses: { 201: taskImportResultSchema(), 404: errorEnvelope(), 413: errorEnvelope(), 422: importRefusal() },
    }),
    bodyLimit: TASK_IMPORT_BODY_LIMIT,
  }),
} as const;
