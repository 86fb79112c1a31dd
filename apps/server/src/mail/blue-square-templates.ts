import { INFRINGEMENT_MESSAGES, WEEK_CLOSE_MESSAGES } from '@goodhours/domain';
import { link, mailBody, p, strong, together, withPlainText } from './mail-html.js';
import type { OutgoingMail } from './outbox.js';

/** The blue-square assignment email (document 4 §9): reason, date and total count. */
export function blueSquareMail(args: {
  to: string;
  firstName: string;
  date: string;
  description: string;
  total: number;
  profileUrl: string;
}): OutgoingMail {
  const body = mailBody(
    p`Hello ${args.firstName},`,
    p`You have received a blue square dated ${strong(args.date)}.`,
    p`Reason: ${args.description}`,
    together(
      p`${INFRINGEMENT_MESSAGES.emailTotal(args.total)}`,
      withPlainText(
        p`You can see all of them on ${link(args.profileUrl, 'your profile')}.`,
        `You can see all of them on your profile: ${args.profileUrl}`,
      ),
    ),
  );
  return { to: args.to, subject: INFRINGEMENT_MESSAGES.emailSubject, ...body, kind: 'blue-square' };
}

/** The email telling a person the blue square a close gave them was waived, and why. */
export function blueSquareWaivedMail(args: {
  to: string;
  firstName: string;
  when: string;
  reason: string;
  profileUrl: string;
}): OutgoingMail {
  const body = mailBody(
    p`Hello ${args.firstName},`,
    p`The blue square you were given for ${args.when} has been removed.`,
    p`Reason: ${args.reason}`,
    withPlainText(
      p`Your blue squares are on ${link(args.profileUrl, 'your profile')}.`,
      `Your blue squares are on your profile: ${args.profileUrl}`,
    ),
  );
  return { to: args.to, subject: WEEK_CLOSE_MESSAGES.waivedMailSubject, ...body, kind: 'blue-square-waived' };
}
