import { z } from '../zod.js';
import { isValidLinkUrl } from '../users/index.js';
import {
  TASK_CLASSIFICATIONS,
  TASK_HOURS_MAX,
  TASK_LINKS_MAX,
  TASK_NAME_MAX,
  TASK_PRIORITIES,
  TASK_RESOURCES_MAX,
  TASK_STATUSES,
  TASK_TEXT_MAX,
  WBS_NAME_MAX,
} from './constants.js';
import { dateProblems, estimateProblems } from './estimates.js';
import { TASK_MESSAGES as M } from './messages.js';
import { taskDateText } from './task-dates.js';
import { once } from '../contracts/once.js';

/** `POST /api/wbs/{projectId}` */
export const createWbsInput = z.object({
  wbsName: z.string({ error: M.wbsNameRequired }).trim().min(1, M.wbsNameRequired).max(WBS_NAME_MAX, M.wbsNameTooLong),
  isActive: z.boolean().default(true),
});

const hours = z.number({ error: M.hoursInvalid }).finite(M.hoursInvalid).min(0, M.hoursInvalid).max(TASK_HOURS_MAX, M.hoursInvalid);
const text = z.string().max(TASK_TEXT_MAX, M.textTooLong);
/** A date `YYYY-MM-DD` or an ISO date-time, in the years 1900-2199; empty or null clears it. */
const taskDate = z.union([taskDateText(M.dateInvalid), z.literal(''), z.null()], { error: M.dateInvalid }).transform((v) => (v ? v : null));

/** Every field of a task a person edits (document 1 §3 Task, document 2 §3 suggestion payload). */
const taskFields = {
  taskName: z.string({ error: M.taskNameRequired }).trim().min(1, M.taskNameRequired).max(TASK_NAME_MAX, M.taskNameTooLong),
  priority: z.enum(TASK_PRIORITIES, { error: M.priorityInvalid }),
  status: z.enum(TASK_STATUSES, { error: M.statusInvalid }),
  /** People assigned to the task, by user id. */
  resources: z
    .array(z.uuid({ error: M.resourceInvalid }), { error: M.resourceInvalid })
    .max(TASK_RESOURCES_MAX, M.tooManyResources)
    .transform((ids) => [...new Set(ids)]),
  hoursBest: hours,
  hoursWorst: hours,
  hoursMost: hours,
  /** Left out (or null) to compute it from the three estimates with the PERT formula. */
  estimatedHours: hours.nullable(),
  links: z
    .array(z.string({ error: M.linksInvalid }).trim().refine(isValidLinkUrl, M.linksInvalid), { error: M.linksInvalid })
    .max(TASK_LINKS_MAX, M.tooManyLinks),
  classification: z.union([z.enum(TASK_CLASSIFICATIONS), z.literal('')], { error: M.classificationInvalid }),
  whyInfo: text,
  intentInfo: text,
  endstateInfo: text,
  startedDatetime: taskDate,
  dueDatetime: taskDate,
};

type CrossChecked = {
  hoursBest?: number | undefined;
  hoursMost?: number | undefined;
  hoursWorst?: number | undefined;
  startedDatetime?: string | null | undefined;
  dueDatetime?: string | null | undefined;
};

/** Cross-field rules, checked when the fields involved are all sent. */
function crossCheck(v: CrossChecked, ctx: z.RefinementCtx): void {
  const problems =
    v.hoursBest !== undefined && v.hoursMost !== undefined && v.hoursWorst !== undefined
      ? estimateProblems({ hoursBest: v.hoursBest, hoursMost: v.hoursMost, hoursWorst: v.hoursWorst })
      : {};
  Object.assign(problems, dateProblems(v.startedDatetime, v.dueDatetime));
  for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message });
}

/**
 * `POST /api/task/{wbsId}`: a new task, added as the last child of `parentId` (or at the top
 * level when it is null or left out). Only the name is required.
 */
export const createTaskInput = z
  .object({
    parentId: z.uuid({ error: M.parentNotFound }).nullable().default(null),
    taskName: taskFields.taskName,
    priority: taskFields.priority.default('Primary'),
    status: taskFields.status.default('Not Started'),
    resources: taskFields.resources.default([]),
    hoursBest: hours.default(0),
    hoursWorst: hours.default(0),
    hoursMost: hours.default(0),
    estimatedHours: taskFields.estimatedHours.optional(),
    links: taskFields.links.default([]),
    classification: taskFields.classification.default(''),
    whyInfo: text.default(''),
    intentInfo: text.default(''),
    endstateInfo: text.default(''),
    startedDatetime: taskDate.default(null),
    dueDatetime: taskDate.default(null),
  })
  .superRefine(crossCheck);

/**
 * `PUT /api/task/update/{id}`: only the fields sent change. `num`, `wbsId`, `projectId`,
 * `hoursLogged` and `isAssigned` are not editable here (numbers change through the move
 * calls, hours through time entries, `isAssigned` follows `resources`); unknown keys are
 * ignored. When an estimate changes and `estimatedHours` is not sent, the estimate is
 * recomputed with the PERT formula.
 */
export const updateTaskInput = z
  .object({
    taskName: taskFields.taskName.optional(),
    priority: taskFields.priority.optional(),
    status: taskFields.status.optional(),
    resources: taskFields.resources.optional(),
    hoursBest: hours.optional(),
    hoursWorst: hours.optional(),
    hoursMost: hours.optional(),
    estimatedHours: taskFields.estimatedHours.optional(),
    links: taskFields.links.optional(),
    classification: taskFields.classification.optional(),
    whyInfo: text.optional(),
    intentInfo: text.optional(),
    endstateInfo: text.optional(),
    startedDatetime: taskDate.optional(),
    dueDatetime: taskDate.optional(),
  })
  .superRefine(crossCheck);

const numField = z
  .string({ error: M.numInvalid })
  .trim()
  .regex(/^[1-9]\d{0,5}(\.[1-9]\d{0,5}){0,19}$/, M.numInvalid);

/** `PUT /api/tasks/update/num`: gives each listed task a new number in its WBS. */
export const updateNumsInput = once(() =>
  z.object({
    wbsId: z.uuid({ error: M.wbsNotFound }),
    nums: z
      .array(z.object({ id: z.uuid({ error: M.numsUnknownTask }), num: numField }), { error: M.numsEmpty })
      .min(1, M.numsEmpty)
      .max(10_000, M.numsEmpty),
  }),
);

/** `PUT /api/tasks/moveTasks/{wbsId}`: moves the task numbered `fromNum` to number `toNum`. */
export const moveTasksInput = z.object({ fromNum: numField, toNum: numField });

/** `GET /api/tasks/{wbsId}/{level}/{mother}` path. */
export const taskLevelParams = once(() =>
  z.object({
    wbsId: z.uuid({ error: M.wbsNotFound }),
    level: z.coerce.number({ error: M.levelInvalid }).int(M.levelInvalid).min(1, M.levelInvalid).max(50, M.levelInvalid),
    mother: z.union([z.literal('0'), z.literal('null'), z.uuid({ error: M.motherInvalid })], { error: M.motherInvalid }),
  }),
);

export type CreateWbsInput = z.input<typeof createWbsInput>;
export type CreateTaskInput = z.input<typeof createTaskInput>;
export type UpdateTaskInput = z.input<typeof updateTaskInput>;
export type UpdateTaskChanges = z.output<typeof updateTaskInput>;
export type UpdateNumsInput = z.input<ReturnType<typeof updateNumsInput>>;
export type MoveTasksInput = z.input<typeof moveTasksInput>;

/** `GET /api/tasks/resource-candidates?search=`: people who can be assigned to a task. */
export const resourceSearchQuery = once(() => z.object({ search: z.string().trim().max(100).default('') }));

const PLAIN_TASK_FIELDS = [
  'taskName',
  'priority',
  'status',
  'hoursBest',
  'hoursMost',
  'hoursWorst',
  'links',
  'classification',
  'whyInfo',
  'intentInfo',
  'endstateInfo',
] as const satisfies readonly (keyof UpdateTaskChanges)[];
type PlainTaskField = (typeof PLAIN_TASK_FIELDS)[number];

/**
 * The fields a task edit names that apply as they are: everything but the estimate (which may
 * be recomputed), the dates (stored differently by each side) and the people.
 */
export function plainTaskChanges(changes: UpdateTaskChanges): Partial<Pick<UpdateTaskChanges, PlainTaskField>> {
  const out: Partial<Record<PlainTaskField, unknown>> = {};
  for (const field of PLAIN_TASK_FIELDS) if (changes[field] !== undefined) out[field] = changes[field];
  return out as Partial<Pick<UpdateTaskChanges, PlainTaskField>>;
}
