import { WEEK_CLOSE_MESSAGES as M } from '@goodhours/domain';
import sanitizeHtml from 'sanitize-html';
import { heading, link, mailBody, p, strong, together, trustedSanitizedHtml, withPlainText, type MailHtml } from './mail-html.js';
import type { OutgoingMail } from './outbox.js';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const plain = (summary: string) =>
  sanitizeHtml(summary.replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** A weekly summary as written (sanitised again as it goes out), or that none was. */
const summaryOf = (summary: string | null): MailHtml =>
  summary ? trustedSanitizedHtml(sanitizeHtml(summary), plain(summary)) : p`<em>No summary submitted.</em>`;

export interface DigestPerson {
  /** "First Last: 7 of 10 hours". */
  line: string;
  summary: string | null;
}

/** The weekly summaries digest to one person (document 4 §9): each person of their teams, hours and summary. */
export function summaryDigestMail(args: {
  to: string;
  firstName: string;
  when: string;
  people: readonly DigestPerson[];
  profileUrl: string;
}): OutgoingMail {
  const body = mailBody(
    p`Hello ${args.firstName},`,
    p`The weekly summaries of your teams for the week of ${strong(args.when)}:`,
    ...args.people.map((person) => together(heading(person.line), summaryOf(person.summary))),
    withPlainText(
      p`${link(args.profileUrl, 'Stop these emails on your profile')}.`,
      `Stop these emails on your profile: ${args.profileUrl}`,
    ),
  );
  return { to: args.to, subject: M.digestSubject(args.when), ...body, kind: 'summary-digest' };
}
