import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer for the browser journeys: the server under test delivers its mail here
 * (SMTP_URL), and the journeys read what arrived from GET /messages, as JSON, the way a
 * person would read their inbox. Started by playwright.config.ts beside the server.
 */
export interface Received {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The raw `List-Unsubscribe` and `List-Unsubscribe-Post` headers, unfolded; '' when absent. */
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

const header = (lines: readonly { key: string; line: string }[], key: string) =>
  (lines.find((h) => h.key === key)?.line ?? '').replace(/\r\n\s+/g, ' ').replace(/^[^:]+:\s*/, '');

const received: Received[] = [];
const smtpPort = Number(process.env.MAIL_SMTP_PORT);
const httpPort = Number(process.env.MAIL_HTTP_PORT);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
        received.push({
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          listUnsubscribe: header(mail.headerLines, 'list-unsubscribe'),
          listUnsubscribePost: header(mail.headerLines, 'list-unsubscribe-post'),
        });
        done();
      })
      .catch((err: unknown) => done(err instanceof Error ? err : new Error(String(err))));
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(received));
}).listen(httpPort, '127.0.0.1');
