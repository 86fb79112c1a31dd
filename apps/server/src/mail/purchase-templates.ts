import { definitions, html, link, mailBody, multiline, p, quoted, withPlainText } from './mail-html.js';
import type { OutgoingMail } from './outbox.js';

/** What the purchase emails say about one request. */
export interface PurchaseFacts {
  projectName: string;
  typeName: string;
  /** '12 bags' */
  amount: string;
  /** The purchase requests page, built from the server's public URL. */
  pageUrl: string;
}

/** One line of a header: typed text never breaks the subject onto another line. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

const pageLink = (url: string) => withPlainText(p`${link(url, 'Open the purchase requests')}`, `The purchase requests: ${url}`);

/** A new request, to each approver (document 3 §2.9): what, for which project, how urgent, by whom. */
export function purchaseRequestedMail(
  args: PurchaseFacts & {
    to: string;
    requester: string;
    priority: string;
    brand: string;
    usageTime: string;
    usageDescription: string;
  },
): OutgoingMail {
  const details = [
    { term: 'Project', detail: args.projectName },
    { term: 'Item', detail: `${args.amount} of ${args.typeName}` },
    { term: 'Priority', detail: args.priority },
    ...(args.brand ? [{ term: 'Brand or model preference', detail: args.brand }] : []),
    ...(args.usageTime ? [{ term: 'Estimated usage time', detail: args.usageTime }] : []),
    ...(args.usageDescription ? [{ term: 'Usage', detail: multiline(args.usageDescription) }] : []),
  ];
  const body = mailBody(
    p`Hello,`,
    p`${args.requester} asks to buy ${args.amount} of ${quoted(args.typeName)} for ${quoted(args.projectName)}.`,
    definitions(details),
    pageLink(args.pageUrl),
    p`You receive this because you may approve purchases.`,
  );
  return {
    to: args.to,
    subject: `Purchase request: ${oneLine(args.amount)} of ${oneLine(args.typeName)} for ${oneLine(args.projectName)}`,
    ...body,
    kind: 'purchase-requested',
  };
}

export type PurchaseOutcome = 'Approved' | 'Rejected' | 'Received';

/** What became of one's request, to the requester: approved, rejected with the reason, or received. */
export function purchaseDecidedMail(
  args: PurchaseFacts & {
    to: string;
    firstName: string;
    outcome: PurchaseOutcome;
    /** Who approved, rejected or received it. */
    by: string;
    reason?: string;
    /** What arrived, when received: '11 bags'. */
    receivedAmount?: string;
  },
): OutgoingMail {
  const what = html`Your request for ${args.amount} of ${quoted(args.typeName)} for ${quoted(args.projectName)}`;
  const outcome =
    args.outcome === 'Approved'
      ? p`${what} was approved by ${args.by}.`
      : args.outcome === 'Rejected'
        ? p`${what} was rejected by ${args.by}. The reason given: ${multiline(args.reason ?? '')}`
        : p`${what} was received by ${args.by}: ${args.receivedAmount ?? args.amount} added to the project’s stock.`;
  const body = mailBody(p`Hello ${args.firstName},`, outcome, pageLink(args.pageUrl), p`You receive this because you made this request.`);
  return {
    to: args.to,
    subject: `Purchase request ${args.outcome.toLowerCase()}: ${oneLine(args.typeName)} for ${oneLine(args.projectName)}`,
    ...body,
    kind: `purchase-${args.outcome.toLowerCase()}`,
  };
}
