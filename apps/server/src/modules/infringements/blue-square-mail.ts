import { INFRINGEMENT_MESSAGES } from '@goodhours/domain';
import type { OutgoingMail } from '../../mail/outbox.js';
import { escapeHtml as escape } from '../../mail/escape-html.js';

/** The blue-square assignment email (document 4 §9): reason, date and total count. */
export function blueSquareMail(args: {
  to: string;
  firstName: string;
  date: string;
  description: string;
  total: number;
  profileUrl: string;
}): OutgoingMail {
  const total = INFRINGEMENT_MESSAGES.emailTotal(args.total);
  const text = [
    `Hello ${args.firstName},`,
    '',
    `You have received a blue square dated ${args.date}.`,
    '',
    `Reason: ${args.description}`,
    '',
    total,
    `You can see all of them on your profile: ${args.profileUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escape(args.firstName)},</p>
<p>You have received a blue square dated <strong>${escape(args.date)}</strong>.</p>
<p>Reason: ${escape(args.description)}</p>
<p>${escape(total)}</p>
<p>You can see all of them on <a href="${escape(args.profileUrl)}">your profile</a>.</p>`;
  return { to: args.to, subject: INFRINGEMENT_MESSAGES.emailSubject, text, html, kind: 'blue-square' };
}
