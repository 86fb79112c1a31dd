import { z } from '../zod.js';
import type { BuiltInRole } from '../roles.js';
import { taskSnapshotSchema } from './snapshot.js';
import { once } from '../contracts/once.js';

/** Who suggested a change. */
export const suggestionAuthorSchema = once(() => z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }));
export type SuggestionAuthor = z.infer<ReturnType<typeof suggestionAuthorSchema>>;

/** `GET /api/taskeditsuggestion`: one suggestion with the task it is about (document 2 §3). */
export const taskEditSuggestionSchema = once(() =>
  z.object({
    id: z.uuid(),
    taskId: z.uuid(),
    taskNum: z.string().describe("The task's number now"),
    taskName: z.string().describe("The task's name now"),
    wbsId: z.uuid(),
    projectId: z.uuid(),
    user: suggestionAuthorSchema(),
    dateSuggested: z.string().describe('ISO date-time'),
    oldTask: taskSnapshotSchema(),
    newTask: taskSnapshotSchema(),
  }),
);
export type TaskEditSuggestion = z.infer<ReturnType<typeof taskEditSuggestionSchema>>;

/** `GET /api/taskeditsuggestion?count=true` */
export const taskSuggestionCountSchema = once(() => z.object({ count: z.number().int() }));
export type TaskSuggestionCount = z.infer<ReturnType<typeof taskSuggestionCountSchema>>;

/** `GET /api/tasknotification/user/{userId}`: a change to a task the person works on. */
export const taskNotificationSchema = once(() =>
  z.object({
    id: z.uuid(),
    userId: z.uuid(),
    taskId: z.uuid(),
    taskNum: z.string(),
    taskName: z.string(),
    wbsId: z.uuid(),
    projectId: z.uuid(),
    oldTask: taskSnapshotSchema().partial().describe('The task as the person last saw it; a client may have sent only some fields'),
    newTask: taskSnapshotSchema(),
    createdAt: z.string().describe('ISO date-time'),
  }),
);
export type TaskNotification = z.infer<ReturnType<typeof taskNotificationSchema>>;

/** `POST /api/tasknotification` answer: how many people were told. */
export const taskNotificationPostResultSchema = once(() => z.object({ notified: z.number().int() }));
export type TaskNotificationPostResult = z.infer<ReturnType<typeof taskNotificationPostResultSchema>>;

/** Roles that may suggest a change in another person's name (the spec names the roles). */
export const TASK_SUGGESTION_PROXY_ROLES = ['Owner', 'Administrator'] as const satisfies readonly BuiltInRole[];
/** Roles that may read anyone's task changes (the spec names the roles). */
export const TASK_CHANGE_READER_ROLES = ['Owner', 'Administrator'] as const satisfies readonly BuiltInRole[];
