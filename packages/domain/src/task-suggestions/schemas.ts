import { z } from '../zod.js';
import { TASK_HOURS_MAX, TASK_RESOURCES_MAX, TASK_TEXT_MAX } from '../tasks/index.js';
import { TASK_MESSAGES } from '../tasks/index.js';
import { updateTaskInput } from '../tasks/index.js';
import { TASK_SUGGESTION_MESSAGES as M } from './messages.js';
import { once } from '../contracts/once.js';

const taskId = () => z.uuid({ error: M.taskNotFound });

/**
 * A task as a client last saw it (document 2 §3 'Task (suggestion payload)'). Every field is
 * optional; fields left out are not compared. `_id`, `isAssigned` and other keys are ignored.
 */
export const taskSnapshotInput = once(() => {
  const short = z.string().max(TASK_TEXT_MAX);
  const hours = z
    .number({ error: TASK_MESSAGES.hoursInvalid })
    .finite(TASK_MESSAGES.hoursInvalid)
    .min(0, TASK_MESSAGES.hoursInvalid)
    .max(TASK_HOURS_MAX, TASK_MESSAGES.hoursInvalid);
  return z.object({
    num: z.string().max(200).optional(),
    taskName: short.optional(),
    priority: z.string().max(50).optional(),
    status: z.string().max(50).optional(),
    hoursBest: hours.optional(),
    hoursWorst: hours.optional(),
    hoursMost: hours.optional(),
    estimatedHours: hours.optional(),
    startedDatetime: z.string().max(40).nullable().optional(),
    dueDatetime: z.string().max(40).nullable().optional(),
    links: z.array(z.string().max(2000)).max(100).optional(),
    classification: z.string().max(100).optional(),
    whyInfo: short.optional(),
    intentInfo: short.optional(),
    endstateInfo: short.optional(),
    resources: z
      .array(z.object({ userId: z.uuid({ error: TASK_MESSAGES.resourceInvalid }), name: z.string().max(300).default('') }))
      .max(TASK_RESOURCES_MAX)
      .optional(),
  });
});

/**
 * `POST /api/taskeditsuggestion` (document 1 §7: taskId, userId, oldTask, newTask). `newTask`
 * holds the fields to change, checked like a task edit. `userId` defaults to the caller; the
 * old task is read on the server, so a stale `oldTask` cannot misstate what the task was.
 */
export const createTaskSuggestionInput = once(() =>
  z.object({
    taskId: taskId(),
    userId: z.uuid({ error: M.personNotFound }).optional(),
    oldTask: taskSnapshotInput().optional(),
    newTask: updateTaskInput,
  }),
);

/** `POST /api/tasknotification` (document 1 §7: oldTask, userIds): tells these people what changed. */
export const postTaskNotificationInput = once(() =>
  z.object({
    taskId: taskId(),
    oldTask: taskSnapshotInput(),
    userIds: z
      .array(z.uuid({ error: M.personNotFound }), { error: M.personNotFound })
      .min(1, M.personNotFound)
      .max(TASK_RESOURCES_MAX, TASK_MESSAGES.tooManyResources)
      .transform((ids) => [...new Set(ids)]),
  }),
);

export type TaskSnapshotInput = z.input<ReturnType<typeof taskSnapshotInput>>;
export type CreateTaskSuggestionInput = z.input<ReturnType<typeof createTaskSuggestionInput>>;
export type CreateTaskSuggestionRequest = z.output<ReturnType<typeof createTaskSuggestionInput>>;
export type PostTaskNotificationInput = z.input<ReturnType<typeof postTaskNotificationInput>>;
export type PostTaskNotificationRequest = z.output<ReturnType<typeof postTaskNotificationInput>>;
