/**
 * The SMTP server of the outbox bench, on loopback: it accepts every message, keeps it as it
 * arrived with its envelope recipient, and afterwards checks what arrived: who got it (and who
 * got it twice), and that each copy is its recipient's own (List-Unsubscribe headers, an
 * unsubscribe link in the text whose signed token names that recipient, the picture linked).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { readSubscriptionToken } from '../../apps/server/src/mail/subscription-tokens.js';

export interface Arrival {
  /** The envelope recipient (RCPT TO), lowercase: who the message was delivered to. */
  to: string;
  messageId: string;
  /** performance.now() when the message was accepted. */
  at: number;
  raw: string;
}

export interface MailPeer {
  port: number;
  arrivals: Arrival[];
  /** How many different recipients have received something. */
  recipients(): number;
  close(): Promise<void>;
}

export async function startMailPeer(): Promise<MailPeer> {
  const arrivals: Arrival[] = [];
  const seen = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? 'none';
        for (const to of recipients) {
          arrivals.push({ to, messageId, at: performance.now(), raw });
          seen.add(to);
        }
        callback();
      });
    },
  });
  // The kill cuts the server's SMTP connection: an error of that connection, not of this peer.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    arrivals,
    recipients: () => seen.size,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface Duplicate {
  to: string;
  copies: number;
  /** 1 when every copy is the same outbox row (a redelivery); more when it was queued twice. */
  messageIds: number;
  /** When each copy arrived, ms from the kill (negative: before it). */
  sinceKill: number[];
}

export interface ArrivalCheck {
  messages: number;
  recipients: number;
  /** Members who received nothing. */
  missing: string[];
  /** Addresses that received something but are not in the audience. */
  strangers: string[];
  twice: Duplicate[];
  /** Messages without `List-Unsubscribe` (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`). */
  withoutHeader: number;
  /** Messages without an unsubscribe link in their text. */
  withoutLink: number;
  /** Messages whose header or text token is not signed for their recipient. */
  notTheirs: number;
  /** Different unsubscribe tokens, one a recipient when each copy is its recipient's own. */
  distinctTokens: number;
  /** Messages whose `To:` header is not their envelope recipient. */
  wrongTo: number;
  /** The picture links found in the messages' HTML (one stored picture: one link). */
  pictureUrls: string[];
  withoutPicture: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOKEN = '([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)';

/** Parses every message that arrived and checks it against the audience (`members`). */
export async function checkArrivals(
  arrivals: readonly Arrival[],
  opts: { members: readonly string[]; secret: string; publicUrl: string; killedAt: number },
): Promise<ArrivalCheck> {
  const base = escapeRegExp(opts.publicUrl);
  const pageLink = new RegExp(`${base}/email-unsubscribe\\?token=${TOKEN}`);
  const oneClick = new RegExp(`^<${base}/api/email-subscriptions/one-click\\?token=${TOKEN}>$`);
  const picture = new RegExp(`${base}/api/email-images/[0-9a-f-]{36}`, 'g');
  const owns = (token: string | undefined, to: string) => {
    if (token === undefined) return false;
    const read = readSubscriptionToken(opts.secret, token, 'unsubscribe', new Date());
    return read.ok && read.email === to;
  };

  const byRecipient = new Map<string, Arrival[]>();
  const tokens = new Set<string>();
  const pictureUrls = new Set<string>();
  let withoutHeader = 0;
  let withoutLink = 0;
  let notTheirs = 0;
  let wrongTo = 0;
  let withoutPicture = 0;
  for (const arrival of arrivals) {
    const copies = byRecipient.get(arrival.to) ?? [];
    copies.push(arrival);
    byRecipient.set(arrival.to, copies);
    const mail = await simpleParser(arrival.raw);
    const header = (name: string) =>
      mail.headerLines
        .find((h) => h.key === name)
        ?.line.replace(/\r?\n[ \t]+/g, '')
        .replace(/^[^:]+:\s*/, '')
        .trim();
    const listUnsubscribe = header('list-unsubscribe');
    const headerToken = listUnsubscribe ? oneClick.exec(listUnsubscribe)?.[1] : undefined;
    if (!headerToken || header('list-unsubscribe-post') !== 'List-Unsubscribe=One-Click') withoutHeader++;
    const textToken = pageLink.exec(mail.text ?? '')?.[1];
    if (!textToken) withoutLink++;
    else tokens.add(textToken);
    if (!owns(headerToken, arrival.to) || !owns(textToken, arrival.to)) notTheirs++;
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address?.toLowerCase()) : [];
    if (to.length !== 1 || to[0] !== arrival.to) wrongTo++;
    const pictures = typeof mail.html === 'string' ? (mail.html.match(picture) ?? []) : [];
    if (pictures.length === 0) withoutPicture++;
    for (const url of pictures) pictureUrls.add(url);
  }

  const audience = new Set(opts.members);
  const twice: Duplicate[] = [];
  for (const [to, copies] of byRecipient)
    if (copies.length > 1)
      twice.push({
        to,
        copies: copies.length,
        messageIds: new Set(copies.map((c) => c.messageId)).size,
        sinceKill: copies.map((c) => Math.round(c.at - opts.killedAt)),
      });
  return {
    messages: arrivals.length,
    recipients: byRecipient.size,
    missing: opts.members.filter((m) => !byRecipient.has(m)),
    strangers: [...byRecipient.keys()].filter((to) => !audience.has(to)),
    twice,
    withoutHeader,
    withoutLink,
    notTheirs,
    distinctTokens: tokens.size,
    wrongTo,
    pictureUrls: [...pictureUrls],
    withoutPicture,
  };
}
