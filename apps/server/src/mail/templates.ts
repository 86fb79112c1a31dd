import type { OutgoingMail } from './outbox.js';
import { escapeHtml as escape } from './escape-html.js';

export function forgotPasswordMail(args: { to: string; firstName: string; password: string; loginUrl: string }): OutgoingMail {
  const text = [
    `Hello ${args.firstName},`,
    '',
    'You asked for a new password for Goodhours. Here is a temporary one:',
    '',
    `    ${args.password}`,
    '',
    `Sign in at ${args.loginUrl} within 24 hours; you will be asked to choose your own password straight away.`,
    'Your old password keeps working if you remember it. If you did not ask for this, you can ignore this email.',
  ].join('\n');
  const html = `<p>Hello ${escape(args.firstName)},</p>
<p>You asked for a new password for Goodhours. Here is a temporary one:</p>
<p style="font-family:monospace;font-size:18px"><strong>${escape(args.password)}</strong></p>
<p>Sign in at <a href="${escape(args.loginUrl)}">${escape(args.loginUrl)}</a> within 24 hours; you will be asked to choose your own password straight away.</p>
<p>Your old password keeps working if you remember it. If you did not ask for this, you can ignore this email.</p>`;
  return { to: args.to, subject: 'Your new Goodhours password', text, html, kind: 'forgot-password', carriesSecret: true };
}

export function statusChangeMail(args: { to: string; name: string; change: string }): OutgoingMail {
  const text = `${args.name} ${args.change}.`;
  return {
    to: args.to,
    subject: `Goodhours: ${args.name} ${args.change}`,
    text,
    html: `<p>${escape(text)}</p>`,
    kind: 'status-change',
  };
}

export function subscriptionConfirmMail(args: { to: string; orgName: string; confirmUrl: string }): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `Someone, hopefully you, asked to receive the emails of ${args.orgName} at this address.`,
    `Confirm within 24 hours by opening this link: ${args.confirmUrl}`,
    '',
    'If you did not ask for this, ignore this email: nothing will be sent to you.',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Someone, hopefully you, asked to receive the emails of ${escape(args.orgName)} at this address.</p>
<p><a href="${escape(args.confirmUrl)}">Confirm your subscription</a> within 24 hours.</p>
<p>If you did not ask for this, ignore this email: nothing will be sent to you.</p>`;
  return { to: args.to, subject: `Confirm your subscription to ${args.orgName}`, text, html, kind: 'subscription-confirm' };
}

/** The setup link of an invitation (document 3 §2.1): a secret for the invitee alone. */
export function setupLinkMail(args: { to: string; orgName: string; inviter: string; setupUrl: string; expiresAt: Date }): OutgoingMail {
  const until = args.expiresAt.toUTCString().replace(' GMT', ' UTC');
  const text = [
    'Hello,',
    '',
    `${args.inviter} invited you to join ${args.orgName} as a volunteer.`,
    `Set up your profile and choose your password here (the link works until ${until}, once):`,
    '',
    `    ${args.setupUrl}`,
    '',
    'If the link no longer works, reply to this email and we will send you a new one.',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escape(args.inviter)} invited you to join ${escape(args.orgName)} as a volunteer.</p>
<p><a href="${escape(args.setupUrl)}">Set up your profile</a> and choose your password. The link works until ${escape(until)}, once.</p>
<p>If the link no longer works, reply to this email and we will send you a new one.</p>`;
  return { to: args.to, subject: `Your invitation to ${args.orgName}`, text, html, kind: 'setup-link', carriesSecret: true };
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
  const until = args.expiresAt.toUTCString().replace(' GMT', ' UTC');
  const text = [
    `Hello ${args.firstName},`,
    '',
    `${args.sender} sent you a link to choose a new password for ${args.orgName}.`,
    `Open it to set your password (the link works until ${until}, once):`,
    '',
    `    ${args.url}`,
    '',
    'Your current password keeps working until you use the link. If you did not expect this email, tell your administrator.',
  ].join('\n');
  const html = `<p>Hello ${escape(args.firstName)},</p>
<p>${escape(args.sender)} sent you a link to choose a new password for ${escape(args.orgName)}.</p>
<p><a href="${escape(args.url)}">Choose a new password</a>. The link works until ${escape(until)}, once.</p>
<p>Your current password keeps working until you use the link. If you did not expect this email, tell your administrator.</p>`;
  return { to: args.to, subject: `Choose a new password for ${args.orgName}`, text, html, kind: 'reset-link', carriesSecret: true };
}
