import { escapeHtml as escape } from './escape-html.js';

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
  const org = escape(frame.orgName);
  const site = escape(frame.publicUrl);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(mail.subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;background:#ffffff">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${org}</p>
${mail.html}
<hr style="border:0;border-top:1px solid #dee2e6;margin:24px 0 8px">
<p style="margin:0;font-size:13px;color:#495057">${org} · <a href="${site}" style="color:#1c5c9d">${site}</a></p>
</body>
</html>`;
  const text = `${mail.text}\n\n-- \n${frame.orgName}\n${frame.publicUrl}\n`;
  return { text, html };
}
