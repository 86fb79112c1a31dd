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
}

/** Queues an email in the same transaction as the change that causes it. */
export async function enqueueMail(tx: Tx, now: Date, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({ ...mail, nextAttemptAt: now, createdAt: now });
}
