import type { Tx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /**
   * True when the body holds a secret for the recipient alone (a temporary password, a reset or
   * setup link): nobody else may read it, and it is erased once delivered.
   */
  carriesSecret?: boolean;
  /**
   * Names the event the email is about (kind, recipient, subject of the event), for an event
   * that could fire twice (a job rerun, a retried request): a second email with the same key is
   * not queued.
   */
  idempotencyKey?: string;
  /** The announcement this email delivers to one recipient. */
  announcementId?: string;
  /** The recipient's signed one-click unsubscribe link, sent as `List-Unsubscribe` (RFC 8058). */
  unsubscribeUrl?: string;
}

/** Queues an email in the same transaction as the change that causes it (once per idempotency key). */
export async function enqueueMail(tx: Tx, now: Date, mail: OutgoingMail): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ ...mail, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
}

/** Queues many emails at once (an announcement to everyone), in the caller's transaction, 500 rows a statement. */
export async function enqueueMails(tx: Tx, now: Date, mails: readonly OutgoingMail[]): Promise<void> {
  for (let i = 0; i < mails.length; i += 500) {
    const rows = mails.slice(i, i + 500).map((mail) => ({ ...mail, nextAttemptAt: now, createdAt: now }));
    await tx.insert(mailOutbox).values(rows).onConflictDoNothing({ target: mailOutbox.idempotencyKey });
  }
}
