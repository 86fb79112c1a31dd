import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { taskSchema } from '../tasks/index.js';
import {
  taskEditSuggestionSchema,
  taskNotificationPostResultSchema,
  taskNotificationSchema,
  taskSuggestionCountSchema,
} from './answers.js';
import { TASK_SUGGESTION_MESSAGES as M } from './messages.js';
import { createTaskSuggestionInput, postTaskNotificationInput } from './schemas.js';
import { once } from '../contracts/once.js';

const suggestionParams = once(() => z.object({ id: z.uuid({ error: M.suggestionNotFound }) }));
const notificationParams = once(() => z.object({ id: z.uuid({ error: M.notificationNotFound }) }));
const userParams = once(() => z.object({ userId: z.uuid({ error: M.personNotFound }) }));
/** `count=true` answers only how many suggestions wait (the header badge). */
const listQuery = once(() => z.object({ count: z.enum(['true', 'false']).optional() }));

/** Task edit suggestions and task change notifications (document 1 §7, document 2 §2-§8). */
export const taskSuggestionContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/taskeditsuggestion',
    summary: 'Every open task edit suggestion, newest first; with count=true only how many there are',
    access: access.anyOf('updateTask'),
    schemas: () => ({
      query: listQuery(),
      responses: { 200: z.union([z.array(taskEditSuggestionSchema()), taskSuggestionCountSchema()]) },
    }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/taskeditsuggestion',
    summary: "Suggest changes to a task for review (in another person's name only for an Owner or Administrator)",
    access: access.anyOf('suggestTask'),
    schemas: () => ({ body: createTaskSuggestionInput(), responses: { 201: taskEditSuggestionSchema(), 404: errorEnvelope() } }),
  }),
  reject: defineRoute({
    method: 'DELETE',
    path: '/api/taskeditsuggestion/:id',
    summary: 'Reject a suggestion; the task stays as it is',
    access: access.anyOf('updateTask'),
    schemas: () => ({ params: suggestionParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/taskeditsuggestion/:id/approve',
    summary: 'Apply the suggested fields to the task and resolve the suggestion; answers the updated task',
    access: access.anyOf('updateTask'),
    schemas: () => ({ params: suggestionParams(), responses: { 200: taskSchema(), 404: errorEnvelope() } }),
  }),
  notifications: defineRoute({
    method: 'GET',
    path: '/api/tasknotification/user/:userId',
    summary: "A person's unread task changes, newest first",
    access: access.rule("the person's own changes, or anyone's for an Owner or Administrator."),
    schemas: () => ({ params: userParams(), responses: { 200: z.array(taskNotificationSchema()) } }),
  }),
  notify: defineRoute({
    method: 'POST',
    path: '/api/tasknotification',
    summary: 'Tell these people how a task changed from oldTask to what it is now',
    access: access.anyOf('updateTask'),
    schemas: () => ({ body: postTaskNotificationInput(), responses: { 201: taskNotificationPostResultSchema(), 404: errorEnvelope() } }),
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/tasknotification/:id/read',
    summary: 'Mark a task change as read (it goes away)',
    access: access.rule('only the person the change was shown to.'),
    schemas: () => ({ params: notificationParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
} as const;
