import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { ACTING_FOR_RULE } from '../header/index.js';
import { MESSAGES } from '../messages.js';
import { followUpSchema, reviewStateSchema, teamMemberTasksPageSchema } from './schemas.js';
import {
  followUpInput,
  reviewDecisionInput,
  reviewSubmitInput,
  TASK_REMOVER_PERMISSIONS,
  TASK_REMOVER_ROLES,
  TASK_REVIEW_PERMISSIONS,
  TASK_REVIEWER_ROLES,
  teamTasksQuery,
} from './team-tasks.js';
import { once } from '../contracts/once.js';

const userParams = once(() => z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) }));
const resourceParams = once(() => userParams().extend({ taskId: z.uuid({ error: 'We could not find that task.' }) }));
const FOLLOW_UP_RULE = 'every role but Volunteer.';

/**
 * Team Member Tasks (document 2 §2, §4, §7): the page of members with their tasks, the review
 * workflow, removing a person from a task, and follow-up checks.
 */
export const teamMemberTaskContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/dashboard/teammembertasks/:userId',
    summary: 'A page of the shown person’s team members with this week’s hours, open tasks and (with days) entries',
    access: access.rule(
      `${ACTING_FOR_RULE} The Team, Team Code and Color filters apply only for Owners, Administrators, Managers and Mentors.`,
    ),
    schemas: () => ({
      params: userParams(),
      query: teamTasksQuery(),
      responses: { 200: teamMemberTasksPageSchema(), 404: errorEnvelope() },
    }),
  }),
  submitForReview: defineRoute({
    method: 'POST',
    path: '/api/tasks/reviewreq/:userId',
    summary: 'Submit one’s work on a task for review, with a link to it; tells the leaders of one’s teams',
    access: access.rule('only the person doing the task submits it.'),
    schemas: () => ({ params: userParams(), body: reviewSubmitInput(), responses: { 200: reviewStateSchema(), 404: errorEnvelope() } }),
  }),
  decideReview: defineRoute({
    method: 'PUT',
    path: '/api/tasks/:taskId/review/:userId',
    summary: 'Complete the review of submitted work (Reviewed) or ask for more work (Unsubmitted)',
    access: access.roles(TASK_REVIEWER_ROLES, TASK_REVIEW_PERMISSIONS),
    schemas: () => ({
      params: resourceParams(),
      body: reviewDecisionInput(),
      responses: { 200: reviewStateSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  removeFromTask: defineRoute({
    method: 'DELETE',
    path: '/api/tasks/:taskId/resources/:userId',
    summary: 'Remove a person from a task',
    access: access.roles(TASK_REMOVER_ROLES, TASK_REMOVER_PERMISSIONS),
    schemas: () => ({ params: resourceParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  followUps: defineRoute({
    method: 'GET',
    path: '/api/followup',
    summary: 'Every follow-up check',
    access: access.rule(FOLLOW_UP_RULE),
    schemas: () => ({ responses: { 200: z.array(followUpSchema()) } }),
  }),
  setFollowUp: defineRoute({
    method: 'POST',
    path: '/api/followup/:userId/:taskId',
    summary: 'Check (recording the percent complete) or clear a follow-up on a person’s task',
    access: access.rule(FOLLOW_UP_RULE),
    schemas: () => ({ params: resourceParams(), body: followUpInput(), responses: { 200: followUpSchema(), 404: errorEnvelope() } }),
  }),
} as const;
