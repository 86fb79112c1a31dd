import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { rowsOf } from '../db/raw.js';
import { framed } from './frame.js';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<outbox id@host>`: the same on every try, so a receiver can tell a repeat. */
  messageId: string;
  /** `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) on announcements. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: MailMessage): Promise<void>;
  /** Closes the connections it keeps open. */
  close?(): void;
}

/**
 * SMTP through a pool of `connections` kept open (one connection per email costs a handshake
 * each); a `pool` or `maxConnections` already in the URL is kept.
 */
export function smtpTransport(url: string, connections = DEFAULT_PACE.connections): MailTransport {
  const pooled = new URL(url);
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
  if (!pooled.searchParams.has('maxConnections')) pooled.searchParams.set('maxConnections', String(connections));
  const transporter = nodemailer.createTransport(pooled.toString());
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** How fast the outbox hands mail to SMTP (providers cap both rates). */
export interface MailPace {
  perMinute: number;
  perDay: number;
  /** Messages one delivery round claims at most. */
  batch: number;
  /** How long a claimed message is its sender's: after that, a sender that died is assumed. */
  leaseMs: number;
  /** Emails handed to SMTP at once (the transport's pool of connections). */
  connections: number;
}

export const DEFAULT_PACE: MailPace = { perMinute: 60, perDay: 10_000, batch: 20, leaseMs: 5 * 60_000, connections: 4 };

const MAX_ATTEMPTS = 6;
const BASE_BACKOFF_MS = 60_000;

/** A body that carried a secret is kept only until the email leaves (or can never leave). */
const ERASED_BODY = { text: '', html: '' };

interface Claimed {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  carries_secret: boolean;
  attempts: number;
  unsubscribe_url: string | null;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * How many messages this round may claim: the batch, less what the last minute and the last day
 * already sent (or have claimed and are sending). Read under the pace lock (`claimWithinPace`).
 */
async function room(db: Tx, pace: MailPace, now: Date): Promise<number> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const [used] = rowsOf<{ minute: string; day: string }>(
    await db.execute(sql`
      select count(*) filter (where sent_at > ${at(minuteAgo)} or status = 'sending') as minute,
             count(*) filter (where sent_at > ${at(dayAgo)} or status = 'sending') as day
      from mail_outbox
      where sent_at > ${at(dayAgo)} or (status = 'sending' and lease_until > ${at(now)})`),
  );
  return Math.max(0, Math.min(pace.batch, pace.perMinute - Number(used?.minute ?? 0), pace.perDay - Number(used?.day ?? 0)));
}

/**
 * Claims the due messages for this sender: queued ones whose time has come, and those another
 * sender claimed and did not finish before its lease ran out (it died). Claims take turns under
 * the pace lock (`claimWithinPace`); `FOR UPDATE SKIP LOCKED` passes over a row a sender is still
 * settling, so each message goes to one of them.
 */
async function claim(db: Tx, limit: number, now: Date, leaseMs: number): Promise<Claimed[]> {
  if (limit <= 0) return [];
  const leaseUntil = new Date(now.getTime() + leaseMs);
  return rowsOf<Claimed>(
    await db.execute(sql`
      update mail_outbox set status = 'sending', lease_until = ${at(leaseUntil)}, attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where (status = 'queued' and next_attempt_at <= ${at(now)}) or (status = 'sending' and lease_until <= ${at(now)})
        order by next_attempt_at, created_at
        limit ${limit}
        for update skip locked)
      returning id, "to", subject, text, html, carries_secret, attempts, unsubscribe_url`),
  );
}

/**
 * Counts what the pace allows and claims it as one decision across instances: one transaction
 * under a transaction-level advisory lock (released at commit, so it also works behind a pooler
 * in transaction mode). A second sender waits for the first's claims to commit and then counts
 * them, so all instances together never hand more than `perMinute` (and `perDay`) to SMTP.
 */
async function claimWithinPace(ctx: AppContext, pace: MailPace, now: Date): Promise<Claimed[]> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('goodhours:mail-pace'))`);
    return claim(tx, await room(tx, pace, now), now, pace.leaseMs);
  });
}

/** Where a message stands after a try: sent, queued again after a backoff, or failed for good. */
async function settle(ctx: AppContext, mail: Claimed, error: Error | null): Promise<void> {
  const mine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending'));
  if (error === null) {
    await ctx.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: ctx.clock.now(), leaseUntil: null, lastError: null, ...(mail.carries_secret ? ERASED_BODY : {}) })
      .where(mine);
    return;
  }
  const failed = mail.attempts >= MAX_ATTEMPTS;
  await ctx.db
    .update(mailOutbox)
    .set({
      status: failed ? 'failed' : 'queued',
      leaseUntil: null,
      lastError: error.message,
      nextAttemptAt: new Date(ctx.clock.now().getTime() + BASE_BACKOFF_MS * 2 ** (mail.attempts - 1)),
      ...(failed && mail.carries_secret ? ERASED_BODY : {}),
    })
    .where(mine);
}

/**
 * One delivery round: claims what is due within the pace and hands it to SMTP, `connections` at
 * a time. A
 * failure is retried with exponential backoff (1, 2, 4, 8, 16 minutes); after the sixth try the
 * email is marked failed, never dropped. A message whose sender died mid-delivery is taken up
 * again once its lease runs out (it may then arrive twice: SMTP cannot tell; both copies carry
 * the same Message-ID). Answers how many were sent.
 */
export async function deliverDueMail(ctx: AppContext, transport: MailTransport, pace: MailPace = DEFAULT_PACE): Promise<number> {
  const now = ctx.clock.now();
  const claimed = await claimWithinPace(ctx, pace, now);
  const leaseEnds = now.getTime() + pace.leaseMs;
  let sent = 0;
  for (let i = 0; i < claimed.length; i += pace.connections) {
    // Past the lease, another sender may have claimed what is left: it stays for the next claim.
    if (ctx.clock.now().getTime() >= leaseEnds) break;
    const outcomes = await Promise.all(claimed.slice(i, i + pace.connections).map((mail) => deliverOne(ctx, transport, mail)));
    sent += outcomes.filter(Boolean).length;
  }
  return sent;
}

/** Hands one claimed email to SMTP and records how it went; true when it left. */
async function deliverOne(ctx: AppContext, transport: MailTransport, mail: Claimed): Promise<boolean> {
  if (mail.attempts > MAX_ATTEMPTS) {
    await settle(ctx, mail, new Error('Delivery was interrupted on every try.'));
    return false;
  }
  try {
    await transport.send({
      from: ctx.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      ...framed(mail, { orgName: ctx.config.orgName, publicUrl: ctx.config.publicUrl }),
      messageId: `<${mail.id}@${messageIdHost(ctx.config.mailFrom)}>`,
      ...(mail.unsubscribe_url ? { headers: oneClickHeaders(mail.unsubscribe_url) } : {}),
    });
  } catch (error) {
    await settle(ctx, mail, error instanceof Error ? error : new Error(String(error)));
    return false;
  }
  await settle(ctx, mail, null);
  return true;
}

/** A mail reader's unsubscribe button posts `List-Unsubscribe=One-Click` to the link (RFC 8058). */
function oneClickHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The sender's domain (`no-reply@goodhours.org` → `goodhours.org`), for Message-IDs. */
function messageIdHost(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'goodhours.local';
}

/**
 * Delivers the outbox every `intervalMs`, one round at a time: the next round is timed from the
 * end of the last, so on a slow machine rounds never pile up and hold claims past their lease
 * (which would let a later round claim and send them again). `stop` waits for a round under way.
 */
export function startDelivery(
  ctx: AppContext,
  transport: MailTransport,
  pace: MailPace,
  intervalMs: number,
  onError: (err: unknown) => void,
): { stop: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const round = () => {
    running = deliverDueMail(ctx, transport, pace)
      .then(() => undefined, onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(round, intervalMs);
      });
  };
  timer = setTimeout(round, intervalMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close?.();
    },
  };
}
