import { html, link, trustedSanitizedHtml } from './mail-html.js';

export interface MailFrame {
  /** The organisation's name (ORG_NAME), heading every email. */
  orgName: string;
  /** PUBLIC_URL: the only address links in an email are built from. */
  publicUrl: string;
}

/**
 * Every email as it leaves: its HTML part a complete document headed with the organisation's
 * name, and both parts signed with the name and the app's address. The templates write only the
 * message itself; what all emails share is written once, here.
 */
export function framed(mail: { subject: string; text: string; html: string }, frame: MailFrame): { text: string; html: string } {
  // What the outbox holds was written by the mail builder (or cleaned by the sanitiser) before it was queued.
  const body = trustedSanitizedHtml(mail.html, mail.text);
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${mail.subject}</title>
      </head>
      <body
        style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;background:#ffffff"
      >
        <p style="margin:0 0 16px;font-size:18px;font-weight:bold">${frame.orgName}</p>
        ${body}
        <hr style="border:0;border-top:1px solid #dee2e6;margin:24px 0 8px" />
        <p style="margin:0;font-size:13px;color:#495057">${frame.orgName} · ${link(frame.publicUrl, frame.publicUrl, 'color:#1c5c9d')}</p>
      </body>
    </html>`;
  const text = `${mail.text}\n\n-- \n${frame.orgName}\n${frame.publicUrl}\n`;
  return { text, html: page.html };
}
