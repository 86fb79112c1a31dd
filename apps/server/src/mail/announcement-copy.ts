import { ANNOUNCEMENT_MESSAGES as M } from '@goodhours/domain';
import { html, link, mailBody, trustedSanitizedHtml, withPlainText } from './mail-html.js';
import type { OutgoingMail } from './outbox.js';

/**
 * One recipient's copy of an announcement or a sent email: the message (already sanitised by
 * `prepareMessage`, with its plain text from `messageText`) and, under it, that person's own
 * unsubscribe link.
 */
export function announcementCopy(
  message: { subject: string; html: string },
  text: string,
  unsubscribePage: string,
): Pick<OutgoingMail, 'subject' | 'html' | 'text'> {
  const footer = html`<p style="margin:24px 0 0;font-size:12px;color:#495057">
    ${M.unsubscribeFooter} ${link(unsubscribePage, 'Unsubscribe', 'color:#1c5c9d')}
  </p>`;
  return {
    subject: message.subject,
    ...mailBody(trustedSanitizedHtml(message.html, text), withPlainText(footer, `${M.unsubscribeFooter}\nUnsubscribe: ${unsubscribePage}`)),
  };
}
