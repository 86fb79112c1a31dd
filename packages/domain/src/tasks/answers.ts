import { z } from '../zod.js';
import { once } from '../contracts/once.js';

/**
 * What the WBS and task routes answer, as they travel (document 1 §3 Task, §7). Instants are
 * already ISO text when the services build these, so they are strings here.
 */

/** One WBS of a project as lists show it. */
export const wbsSchema = once(() =>
  z.object({
    id: z.uuid(),
    projectId: z.uuid(),
    wbsName: z.string(),
    isActive: z.boolean(),
    createdAt: z.string().describe('ISO date-time'),
    taskCount: z.number().int(),
  }),
);
export type Wbs = z.infer<ReturnType<typeof wbsSchema>>;

/** `GET /api/wbs/{projectId}`: the project and its WBS, by name. */
export const projectWbsListSchema = once(() =>
  z.object({
    projectId: z.uuid(),
    projectName: z.string(),
    wbs: z.array(wbsSchema()),
  }),
);
export type ProjectWbsList = z.infer<ReturnType<typeof projectWbsListSchema>>;

/** A person assigned to a task, with their own state on it (document 1 §3, §4). */
export const taskResourceSchema = once(() =>
  z.object({
    userId: z.uuid(),
    name: z.string(),
    completedTask: z.boolean(),
    reviewStatus: z.string().describe('One of REVIEW_STATUSES'),
  }),
);
export type TaskResource = z.infer<ReturnType<typeof taskResourceSchema>>;

/**
 * A task as the tree shows it. `estimatedHours` and `hoursLogged` are rolled up: hours logged
 * count the task and all its subtasks; the estimate of a task with subtasks is the sum of its
 * subtasks' estimates. `ownEstimatedHours` and `ownHoursLogged` are the task's own values.
 */
export const taskSchema = once(() =>
  z.object({
    id: z.uuid(),
    wbsId: z.uuid(),
    projectId: z.uuid(),
    parentId: z.uuid().nullable(),
    num: z.string(),
    level: z.number().int(),
    taskName: z.string(),
    priority: z.string().describe('One of TASK_PRIORITIES (stored data may hold older values)'),
    status: z.string().describe('One of TASK_STATUSES'),
    isAssigned: z.boolean(),
    resources: z.array(taskResourceSchema()),
    hoursBest: z.number(),
    hoursWorst: z.number(),
    hoursMost: z.number(),
    estimatedHours: z.number(),
    hoursLogged: z.number(),
    ownEstimatedHours: z.number(),
    ownHoursLogged: z.number(),
    links: z.array(z.string()),
    classification: z.string().describe("One of TASK_CLASSIFICATIONS, or '' when not classified"),
    whyInfo: z.string(),
    intentInfo: z.string(),
    endstateInfo: z.string(),
    startedDatetime: z.string().nullable().describe('ISO date-time'),
    dueDatetime: z.string().nullable().describe('ISO date-time'),
    hasChildren: z.boolean(),
    childCount: z.number().int(),
    createdAt: z.string().describe('ISO date-time'),
  }),
);
export type Task = z.infer<ReturnType<typeof taskSchema>>;

/** A task's ancestor, for a breadcrumb. */
export const taskCrumbSchema = once(() => z.object({ id: z.uuid(), num: z.string(), taskName: z.string() }));
export type TaskCrumb = z.infer<ReturnType<typeof taskCrumbSchema>>;

/** `GET /api/task/{id}`: one task with the names around it. */
export const taskDetailSchema = once(() =>
  taskSchema().extend({
    projectName: z.string(),
    wbsName: z.string(),
    ancestors: z.array(taskCrumbSchema()),
    subtaskCount: z.number().int().describe('Every task under this one, at any depth'),
  }),
);
export type TaskDetail = z.infer<ReturnType<typeof taskDetailSchema>>;

/** `GET /api/tasks/samefolder/{taskId}`: the task and every task under the same parent (itself included), in order. */
export const sameFolderTasksSchema = once(() => z.object({ task: taskDetailSchema(), tasks: z.array(taskSchema()) }));
export type SameFolderTasks = z.infer<ReturnType<typeof sameFolderTasksSchema>>;

/** A person who can be assigned to a task, as the resource picker shows them (names only). */
export const taskPersonOptionSchema = once(() => z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }));
export type TaskPersonOption = z.infer<ReturnType<typeof taskPersonOptionSchema>>;

/** How many tasks a delete removed (the task and its subtasks, or the subtasks only). */
export const deletedTasksSchema = once(() => z.object({ deletedCount: z.number().int() }));
/** How many tasks a renumbering moved. */
export const renumberedTasksSchema = once(() => z.object({ changedCount: z.number().int() }));

/** One problem of one imported row; `row` counts the rows under the header from 1. */
export const taskImportRowErrorSchema = once(() => z.object({ row: z.number().int(), field: z.string(), message: z.string() }));
export type TaskImportRowError = z.infer<ReturnType<typeof taskImportRowErrorSchema>>;

/** `POST /api/task/import/{wbsId}` answer. */
export const taskImportResultSchema = once(() => z.object({ imported: z.number().int() }));
export type TaskImportResult = z.infer<ReturnType<typeof taskImportResultSchema>>;
