import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { messageAnswer } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import {
  ANNOUNCEMENT_MESSAGES,
  MESSAGE_MAX_CHARS,
  announcementInput,
  announcementPreferenceSchema,
  announcementSchema,
  announcementSentSchema,
  announcementSummarySchema,
  messageInput,
  messagePreviewSchema,
  sendEmailInput,
} from './announcements.js';
import { once } from '../contracts/once.js';

const senders = access.anyOf('sendEmails');
const idParams = once(() => z.object({ id: z.uuid({ error: ANNOUNCEMENT_MESSAGES.notFound }) }));
/** Room for the largest message and its JSON envelope. */
const bodyLimit = MESSAGE_MAX_CHARS + 256 * 1024;

/** Announcements (document 3 §2.6, §7): one email per recipient, each with its own unsubscribe link. */
export const announcementContracts = {
  send: defineRoute({
    method: 'POST',
    path: '/api/announcements',
    summary: 'Queue an announcement: one email per recipient (all active people, teams, roles, subscribers, typed addresses)',
    access: senders,
    schemas: () => ({ body: announcementInput(), responses: { 202: announcementSentSchema(), 422: errorEnvelope() } }),
    bodyLimit,
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/announcements/preview',
    summary: 'The email as it will leave (HTML document and plain text), without sending it',
    access: senders,
    schemas: () => ({ body: messageInput, responses: { 200: messagePreviewSchema() } }),
    bodyLimit,
  }),
  test: defineRoute({
    method: 'POST',
    path: '/api/announcements/test',
    summary: 'Send the message to one’s own address only',
    access: senders,
    schemas: () => ({ body: messageInput, responses: { 202: messageAnswer() } }),
    bodyLimit,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/announcements',
    summary: 'The 50 newest announcements and sent emails, with where their emails stand',
    access: senders,
    schemas: () => ({ responses: { 200: z.array(announcementSummarySchema()) } }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/announcements/:id',
    summary: 'One announcement with its message and where its emails stand',
    access: senders,
    schemas: () => ({ params: idParams(), responses: { 200: announcementSchema(), 404: errorEnvelope() } }),
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/api/announcements/:id/resend',
    summary: 'Send an announcement again to the same choice of people (worked out again now) as a new announcement',
    access: senders,
    schemas: () => ({ params: idParams(), responses: { 202: announcementSentSchema(), 404: errorEnvelope(), 422: errorEnvelope() } }),
  }),
  sendEmail: defineRoute({
    method: 'POST',
    path: '/api/emails',
    summary: 'Send an email to typed addresses (/sendemail): one email per address',
    access: access.roles(['Administrator', 'Owner']),
    schemas: () => ({ body: sendEmailInput, responses: { 202: announcementSentSchema(), 422: errorEnvelope() } }),
    bodyLimit,
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/email-images/:id',
    summary: 'A picture of a sent email, as mail readers fetch it',
    access: access.public('only pictures someone chose to email are stored, each under an unguessable id.'),
    schemas: () => ({
      params: z.object({ id: z.uuid({ error: 'This picture does not exist.' }) }),
      responses: { 200: z.string().describe('The picture’s bytes'), 404: errorEnvelope() },
    }),
  }),
  preference: defineRoute({
    method: 'GET',
    path: '/api/userprofile/:id/announcement-emails',
    summary: 'Whether the person receives announcements',
    access: access.rule('one’s own choice only.'),
    schemas: () => ({ params: z.object({ id: z.uuid() }), responses: { 200: announcementPreferenceSchema(), 403: errorEnvelope() } }),
  }),
  setPreference: defineRoute({
    method: 'PUT',
    path: '/api/userprofile/:id/announcement-emails',
    summary: 'Receive announcements, or stop them (notices about one’s own account always go)',
    access: access.rule('one’s own choice only.'),
    schemas: () => ({
      params: z.object({ id: z.uuid() }),
      body: announcementPreferenceSchema(),
      responses: { 200: announcementPreferenceSchema(), 403: errorEnvelope() },
    }),
  }),
} as const;
