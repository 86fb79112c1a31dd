import { copyable, link, mailBody, multiline, p, strong, together, withPlainText } from './mail-html.js';
import type { OutgoingMail } from './outbox.js';

const untilOf = (expiresAt: Date) => expiresAt.toUTCString().replace(' GMT', ' UTC');

export function forgotPasswordMail(args: { to: string; firstName: string; password: string; loginUrl: string }): OutgoingMail {
  const body = mailBody(
    p`Hello ${args.firstName},`,
    p`You asked for a new password for Goodhours. Here is a temporary one:`,
    copyable(args.password),
    together(
      p`Sign in at ${link(args.loginUrl)} within 24 hours; you will be asked to choose your own password straight away.`,
      p`Your old password keeps working if you remember it. If you did not ask for this, you can ignore this email.`,
    ),
  );
  return { to: args.to, subject: 'Your new Goodhours password', ...body, kind: 'forgot-password', carriesSecret: true };
}

export function statusChangeMail(args: { to: string; name: string; change: string }): OutgoingMail {
  return {
    to: args.to,
    subject: `Goodhours: ${args.name} ${args.change}`,
    ...mailBody(p`${args.name} ${args.change}.`),
    kind: 'status-change',
  };
}

export function subscriptionConfirmMail(args: { to: string; orgName: string; confirmUrl: string }): OutgoingMail {
  const body = mailBody(
    p`Hello,`,
    together(
      p`Someone, hopefully you, asked to receive the emails of ${args.orgName} at this address.`,
      withPlainText(
        p`${link(args.confirmUrl, 'Confirm your subscription')} within 24 hours.`,
        `Confirm within 24 hours by opening this link: ${args.confirmUrl}`,
      ),
    ),
    p`If you did not ask for this, ignore this email: nothing will be sent to you.`,
  );
  return { to: args.to, subject: `Confirm your subscription to ${args.orgName}`, ...body, kind: 'subscription-confirm' };
}

/** The setup link of an invitation (document 3 §2.1): a secret for the invitee alone. */
export function setupLinkMail(args: { to: string; orgName: string; inviter: string; setupUrl: string; expiresAt: Date }): OutgoingMail {
  const until = untilOf(args.expiresAt);
  const body = mailBody(
    p`Hello,`,
    together(
      p`${args.inviter} invited you to join ${args.orgName} as a volunteer.`,
      withPlainText(
        p`${link(args.setupUrl, 'Set up your profile')} and choose your password. The link works until ${until}, once.`,
        `Set up your profile and choose your password here (the link works until ${until}, once):\n\n    ${args.setupUrl}`,
      ),
    ),
    p`If the link no longer works, reply to this email and we will send you a new one.`,
  );
  return { to: args.to, subject: `Your invitation to ${args.orgName}`, ...body, kind: 'setup-link', carriesSecret: true };
}

/** A one-time link to choose a new password (decision 054): a secret for the person alone. */
export function resetLinkMail(args: {
  to: string;
  firstName: string;
  orgName: string;
  sender: string;
  url: string;
  expiresAt: Date;
}): OutgoingMail {
  const until = untilOf(args.expiresAt);
  const body = mailBody(
    p`Hello ${args.firstName},`,
    together(
      p`${args.sender} sent you a link to choose a new password for ${args.orgName}.`,
      withPlainText(
        p`${link(args.url, 'Choose a new password')}. The link works until ${until}, once.`,
        `Open it to set your password (the link works until ${until}, once):\n\n    ${args.url}`,
      ),
    ),
    p`Your current password keeps working until you use the link. If you did not expect this email, tell your administrator.`,
  );
  return { to: args.to, subject: `Choose a new password for ${args.orgName}`, ...body, kind: 'reset-link', carriesSecret: true };
}

/** A suggestion or bug report to the Owners: each field named, its typed lines kept. */
export function ownerReportMail(args: { to: string; subject: string; kind: string; fields: readonly [string, string][] }): OutgoingMail {
  const fields = args.fields.map(([label, value]) => withPlainText(p`${strong(label)}<br>${multiline(value)}`, `${label}: ${value}`));
  return { to: args.to, subject: args.subject, ...mailBody(together(...fields)), kind: args.kind };
}
