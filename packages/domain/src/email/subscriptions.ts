import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { messageAnswer } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { once } from '../contracts/once.js';

/** How long a confirmation link works. */
export const SUBSCRIPTION_CONFIRM_HOURS = 24;

/** The subscription messages of document 3 §8 (their wording kept, spelling included), and the link's own. */
export const SUBSCRIPTION_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  sent: 'Send confirmation to email',
  /** Ours (issue 42): where the confirmation went and what to do next, under the spec's words. */
  sentTo: (email: string) =>
    `We sent a link to ${email}. Open it within ${String(SUBSCRIPTION_CONFIRM_HOURS)} hours to start receiving emails; if it has not arrived in a few minutes, look in the spam folder or subscribe again.`,
  exists: 'Email already exists or invalid',
  confirmed: 'Successfully confirmed email subscription',
  expired: 'Comfirmation expired, please try again',
  removed: 'Successfully removed email subscription',
  badLink: 'This link is not valid. Please use the link from your latest email.',
  tooManyRequests: 'Too many subscription requests. Please wait a while and try again.',
} as const;
const M = SUBSCRIPTION_MESSAGES;

export const subscribeInput = z.object({
  email: z
    .string({ error: M.invalidEmail })
    .trim()
    .max(254, M.invalidEmail)
    .pipe(z.email({ error: M.invalidEmail }))
    .transform((v) => v.toLowerCase()),
});
export type SubscribeInput = z.input<typeof subscribeInput>;

/** A signed token from an email's link (`/email-subscribe?token=`, `/email-unsubscribe?token=`). */
export const subscriptionTokenInput = once(() =>
  z.object({ token: z.string({ error: M.badLink }).min(1, M.badLink).max(2000, M.badLink) }),
);

/** Email subscriptions of people who are not members (document 3 §2.6, §7). */
export const subscriptionContracts = {
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/email-subscriptions',
    summary:
      'Subscribe an address that is not a member: a confirmation link valid 24 hours is emailed to it. Every address gets the same answer (a member’s, or a subscriber’s, is sent nothing)',
    access: access.public(
      'nothing is subscribed until the link emailed to the address is followed; one email per address per day; requests are limited per caller and per address (429).',
    ),
    schemas: () => ({ body: subscribeInput, responses: { 202: messageAnswer(), 429: errorEnvelope() } }),
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/email-subscriptions/confirm',
    summary: 'Confirm a subscription with the signed token of its confirmation email (once, within 24 hours)',
    access: access.public('the signed, single-use token proves the address was reached.'),
    schemas: () => ({ body: subscriptionTokenInput(), responses: { 200: messageAnswer(), 400: errorEnvelope(), 409: errorEnvelope() } }),
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/email-subscriptions/unsubscribe',
    summary:
      'Stop the emails of an unsubscribe link’s address (a subscriber is removed, a member stops announcements); never by address alone',
    access: access.public('the signed token names the address; an address alone unsubscribes nobody.'),
    schemas: () => ({ body: subscriptionTokenInput(), responses: { 200: messageAnswer(), 400: errorEnvelope() } }),
  }),
  oneClick: defineRoute({
    method: 'POST',
    path: '/api/email-subscriptions/one-click',
    summary: 'One-click unsubscribe from an email’s List-Unsubscribe header (RFC 8058); the signed token is in the query',
    access: access.public('the signed token names the address; an address alone unsubscribes nobody.'),
    schemas: () => ({ query: subscriptionTokenInput(), responses: { 200: messageAnswer(), 400: errorEnvelope() } }),
  }),
} as const;
