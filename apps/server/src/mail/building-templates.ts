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

/** A note sent with a tool's or machine's status update (document 3 §3 'send note'): to each of the project's managers. */
export function unitNoteMail(args: {
  to: string;
  projectName: string;
  unitName: string;
  code: string;
  status: string;
  note: string;
  by: string;
  pageUrl: string;
}): OutgoingMail {
  const body = mailBody(
    p`Hello,`,
    p`${args.by} reported ${strong(`${args.unitName} ${args.code}`)} on ${strong(args.projectName)} as ${strong(args.status)}, with this note:`,
    p`${args.note}`,
    withPlainText(p`${link(args.pageUrl, 'See the unit')}`, `The unit: ${args.pageUrl}`),
    p`You receive this because you manage this project.`,
  );
  return { to: args.to, subject: `${args.unitName} ${args.code}: ${args.status}`, ...body, kind: 'unit-note' };
}
