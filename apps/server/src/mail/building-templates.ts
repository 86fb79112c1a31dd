import { mailBody, p, strong, withPlainText, link } from './mail-html.js';
import type { OutgoingMail } from './outbox.js';

/** Stock of a type fell below the project's minimum (decision 070): to each of the project's managers. */
export function lowStockMail(args: {
  to: string;
  projectName: string;
  typeName: string;
  onHand: string;
  minimum: string;
  unit: string;
  pageUrl: string;
}): OutgoingMail {
  const body = mailBody(
    p`Hello,`,
    p`${strong(args.typeName)} on ${strong(args.projectName)} is low: ${args.onHand} ${args.unit} left, below the minimum of ${args.minimum} ${args.unit}.`,
    withPlainText(p`${link(args.pageUrl, 'See the project’s stock')}`, `The project’s stock: ${args.pageUrl}`),
    p`You receive this because you manage this project. You are told once each time the stock falls below its minimum.`,
  );
  return { to: args.to, subject: `Low stock: ${args.typeName} on ${args.projectName}`, ...body, kind: 'low-stock' };
}
