import { and, asc, eq, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { AppContext } from '../context.js';
import { mailOutbox } from '../db/schema/index.js';

export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}

const MAX_ATTEMPTS = 6;
const BASE_BACKOFF_MS = 60_000;

/** A body that carried a secret is kept only until the email leaves (or can never leave). */
const ERASED_BODY = { text: '', html: '' };

/**
 * Sends every queued email that is due. A failure is retried with exponential backoff
 * (1, 2, 4, 8, 16 minutes); after the sixth failure the email is marked failed, never dropped.
 * An email that carried a secret loses its body (text and html) once sent or failed for good.
 */
export async function deliverDueMail(ctx: AppContext, transport: MailTransport, batch = 20): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batch);
  let sent = 0;
  for (const mail of due) {
    try {
      await transport.send({ from: ctx.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await ctx.db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: ctx.clock.now(),
          attempts: mail.attempts + 1,
          lastError: null,
          ...(mail.carriesSecret ? ERASED_BODY : {}),
        })
        .where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      await ctx.db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: err instanceof Error ? err.message : String(err),
          status: failed ? 'failed' : 'queued',
          nextAttemptAt: new Date(ctx.clock.now().getTime() + BASE_BACKOFF_MS * 2 ** (attempts - 1)),
          ...(failed && mail.carriesSecret ? ERASED_BODY : {}),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}
