import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { MESSAGES } from '../messages.js';
import { HEADER_MESSAGES, hoursBellSchema, headerNotificationSchema, ownerMessageInput, ownerMessageSchema } from './header.js';
import { teamDeadlinesSchema } from './team-deadlines.js';
import { ACTING_FOR_RULE } from './viewing.js';
import { once } from '../contracts/once.js';

const userParams = once(() => z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) }));
const notificationParams = once(() => z.object({ id: z.uuid({ error: HEADER_MESSAGES.notificationNotFound }) }));

/**
 * The header's message, notifications, hours bell and team deadlines (document 2 §2, §4, §7).
 * Everyone reads the message; holders of editHeaderMessage change it.
 */
export const headerContracts = {
  ownerMessage: defineRoute({
    method: 'GET',
    path: '/api/ownerMessage',
    summary: 'The header message and the standard message',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: ownerMessageSchema() } }),
  }),
  saveOwnerMessage: defineRoute({
    method: 'PUT',
    path: '/api/ownerMessage',
    summary: 'Set the header message, or (isStandard) the standard one shown when there is none',
    access: access.anyOf('editHeaderMessage'),
    schemas: () => ({ body: ownerMessageInput, responses: { 200: ownerMessageSchema() } }),
  }),
  deleteOwnerMessage: defineRoute({
    method: 'DELETE',
    path: '/api/ownerMessage',
    summary: 'Remove the header message (the standard message stays); answers what remains',
    access: access.anyOf('editHeaderMessage'),
    schemas: () => ({ responses: { 200: ownerMessageSchema() } }),
  }),
  unreadNotifications: defineRoute({
    method: 'GET',
    path: '/api/notification/unread/user/:userId',
    summary: 'The person’s 20 newest unread notifications',
    access: access.rule('only the person themself reads their notifications.'),
    schemas: () => ({ params: userParams(), responses: { 200: z.array(headerNotificationSchema()) } }),
  }),
  markNotificationRead: defineRoute({
    method: 'POST',
    path: '/api/notification/markRead/:id',
    summary: 'Mark one of the caller’s notifications read',
    access: access.rule('only the recipient marks a notification read (404 for anyone else’s).'),
    schemas: () => ({ params: notificationParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  hoursBell: defineRoute({
    method: 'GET',
    path: '/api/dashboard/hoursbell/:userId',
    summary: 'The weekly hours bell: whether it rings, with the week’s hours against the commitment',
    access: access.rule(ACTING_FOR_RULE),
    schemas: () => ({ params: userParams(), responses: { 200: hoursBellSchema(), 404: errorEnvelope() } }),
  }),
  dismissHoursBell: defineRoute({
    method: 'POST',
    path: '/api/dashboard/hoursbell/:userId/seen',
    summary: 'Dismiss the hours bell until next week',
    access: access.rule(ACTING_FOR_RULE),
    schemas: () => ({ params: userParams(), responses: { 200: hoursBellSchema(), 404: errorEnvelope() } }),
  }),
  teamDeadlines: defineRoute({
    method: 'GET',
    path: '/api/dashboard/teamdeadlines/:userId',
    summary: 'Open tasks of the person and their teammates due soon or recently overdue',
    access: access.rule(ACTING_FOR_RULE),
    schemas: () => ({ params: userParams(), responses: { 200: teamDeadlinesSchema(), 404: errorEnvelope() } }),
  }),
} as const;
