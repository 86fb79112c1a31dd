import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SUBSCRIPTION_CONFIRM_HOURS, SUBSCRIPTION_MESSAGES as M } from '@goodhours/domain';
import { addressKey, countAttempt, secondsOver, type RateLimit } from '../../auth/rate-limit.js';
import type { AppContext } from '../../context.js';
import { emailSubscriptions, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { readSubscriptionToken, subscriptionToken } from '../../mail/subscription-tokens.js';
import { subscriptionConfirmMail } from '../../mail/templates.js';

/** An address gets at most one confirmation email in this time (a link works as long). */
const RESEND_AFTER_MS = SUBSCRIPTION_CONFIRM_HOURS * 3600_000;
const HOUR = 60 * 60;
/** Requests from one network address (an IPv6 /64), whatever the email. */
export const SUBSCRIBE_ADDRESS_LIMIT: RateLimit = { max: 10, windowSeconds: HOUR };
/** Requests for one email, from every network address together. */
export const SUBSCRIBE_TARGET_LIMIT: RateLimit = { max: 5, windowSeconds: HOUR };

/**
 * The unsubscribe links of an email to one address: the page a reader opens
 * (`/email-unsubscribe?token=`) and the one-click address of the `List-Unsubscribe` header.
 */
export function unsubscribeLinks(ctx: AppContext, email: string): { page: string; oneClick: string } {
  const token = subscriptionToken(ctx.config.jwtSecret, { p: 'unsubscribe', e: email });
  return {
    page: `${ctx.config.publicUrl}/email-unsubscribe?token=${token}`,
    oneClick: `${ctx.config.publicUrl}/api/email-subscriptions/one-click?token=${token}`,
  };
}

/**
 * A non-member subscribes (document 3 §2.6): nothing is subscribed until the link emailed to the
 * address is followed within 24 hours. Every address gets the same answer, so the form tells no
 * one who is a member: a member's address, or one confirmed already, is sent nothing. An address
 * gets at most one confirmation email a day, and requests are limited per caller and per address
 * (counted in Postgres, in the same transaction), so the form cannot flood anyone's inbox.
 */
export async function subscribe(ctx: AppContext, email: string, ip: string): Promise<{ message: string }> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const keys = { address: `subscribe:address:${addressKey(ip)}`, target: `subscribe:email:${email}` };
    const counted = await countAttempt(tx, Object.values(keys), HOUR, now);
    const wait = Math.max(
      secondsOver(
        counted.find((b) => b.key === keys.address),
        SUBSCRIBE_ADDRESS_LIMIT,
        now,
      ),
      secondsOver(
        counted.find((b) => b.key === keys.target),
        SUBSCRIBE_TARGET_LIMIT,
        now,
      ),
    );
    if (wait > 0) throw new AppError('RATE_LIMITED', M.tooManyRequests, undefined, wait);
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [existing] = await tx.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, email)).for('update');
    if (member || existing?.confirmedAt) return;
    if (existing && now.getTime() - existing.linkSentAt.getTime() < RESEND_AFTER_MS) return;
    const nonce = randomBytes(16).toString('base64url');
    await tx
      .insert(emailSubscriptions)
      .values({ email, nonce, linkSentAt: now, createdAt: now })
      .onConflictDoUpdate({ target: emailSubscriptions.email, set: { nonce, linkSentAt: now } });
    const expires = now.getTime() + SUBSCRIPTION_CONFIRM_HOURS * 3600_000;
    const token = subscriptionToken(ctx.config.jwtSecret, { p: 'confirm', e: email, n: nonce, x: expires });
    await enqueueMail(tx, now, {
      ...subscriptionConfirmMail({
        to: email,
        orgName: ctx.config.orgName,
        confirmUrl: `${ctx.config.publicUrl}/email-subscribe?token=${token}`,
      }),
      idempotencyKey: `subscription-confirm:${email}:${nonce}`,
    });
  });
  return { message: M.sent };
}

/** Confirms with the token of the latest confirmation email, once, within 24 hours. */
export async function confirmSubscription(ctx: AppContext, token: string): Promise<{ message: string }> {
  const read = readSubscriptionToken(ctx.config.jwtSecret, token, 'confirm', ctx.clock.now());
  if (!read.ok)
    throw new AppError(read.reason === 'expired' ? 'CONFLICT' : 'BAD_REQUEST', read.reason === 'expired' ? M.expired : M.badLink);
  const [row] = await ctx.db
    .update(emailSubscriptions)
    .set({ confirmedAt: ctx.clock.now(), nonce: null, unsubscribedAt: null })
    .where(
      and(eq(emailSubscriptions.email, read.email), eq(emailSubscriptions.nonce, read.nonce ?? ''), isNull(emailSubscriptions.confirmedAt)),
    )
    .returning({ id: emailSubscriptions.id });
  // Used already, replaced by a newer link, or removed since: the link is spent.
  if (!row) throw new AppError('CONFLICT', M.expired);
  return { message: M.confirmed };
}

/**
 * Stops the announcements of the address the signed link names: a member's choice is turned
 * off (they can turn it on again on their profile); any other address is no longer a
 * subscriber and is kept as unsubscribed, so an announcement typed to it skips it. Following
 * the link again says the same.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ message: string }> {
  const read = readSubscriptionToken(ctx.config.jwtSecret, token, 'unsubscribe', ctx.clock.now());
  if (!read.ok) throw new AppError('BAD_REQUEST', M.badLink);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const member = await tx.update(users).set({ announcementEmails: false }).where(eq(users.email, read.email)).returning({ id: users.id });
    if (member.length > 0) return;
    await tx
      .insert(emailSubscriptions)
      .values({ email: read.email, linkSentAt: now, createdAt: now, unsubscribedAt: now })
      .onConflictDoUpdate({ target: emailSubscriptions.email, set: { confirmedAt: null, nonce: null, unsubscribedAt: now } });
  });
  return { message: M.removed };
}
