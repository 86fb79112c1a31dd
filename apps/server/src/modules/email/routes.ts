import type { FastifyInstance } from 'fastify';
import { announcementContracts, emailContracts, subscriptionContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import {
  announcementPreference,
  emailImage,
  getAnnouncement,
  listAnnouncements,
  previewMessage,
  queueAnnouncement,
  resendAnnouncement,
  sendTest,
  setAnnouncementPreference,
} from './announcements.js';
import { cancelOutboxMail, getOutboxMail, listOutbox, outboxCounts, retryOutboxMail } from './service.js';
import { confirmSubscription, subscribe, unsubscribe } from './subscriptions.js';

const noOneChosen = { everyone: false, teamIds: [], roles: [], subscribers: false };

export function emailRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'email', emailContracts, {
    outbox: ({ query }) => listOutbox(ctx, query),
    counts: () => outboxCounts(ctx),
    get: ({ params }) => getOutboxMail(ctx, params.id),
    retry: ({ params }) => retryOutboxMail(ctx, params.id),
    cancel: ({ params }) => cancelOutboxMail(ctx, params.id),
  });
  implementArea(app, ctx, 'email', subscriptionContracts, {
    subscribe: ({ body, request }) => subscribe(ctx, body.email, request.ip),
    confirm: ({ body }) => confirmSubscription(ctx, body.token),
    unsubscribe: ({ body }) => unsubscribe(ctx, body.token),
    oneClick: ({ query }) => unsubscribe(ctx, query.token),
  });
  implementArea(app, ctx, 'announcements', announcementContracts, {
    send: ({ caller, body }) => queueAnnouncement(ctx, caller, body, 'announcements'),
    preview: ({ body }) => previewMessage(ctx, body),
    test: ({ caller, body }) => sendTest(ctx, caller, body),
    list: () => listAnnouncements(ctx),
    get: ({ params }) => getAnnouncement(ctx, params.id),
    resend: ({ caller, params }) => resendAnnouncement(ctx, caller, params.id),
    sendEmail: ({ caller, body }) =>
      queueAnnouncement(
        ctx,
        caller,
        { subject: body.subject, html: body.html, audience: { ...noOneChosen, emails: body.to } },
        'sendemail',
      ),
    image: async ({ params, reply }) => {
      const image = await emailImage(ctx, params.id);
      return reply.type(image.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(image.bytes);
    },
    preference: ({ caller, params }) => announcementPreference(ctx, caller, params.id),
    setPreference: ({ caller, params, body }) => setAnnouncementPreference(ctx, caller, params.id, body.enabled),
  });
}
