/** What people read about one-time password links, the first Owner and the operator's commands (decision 054). */
export const PASSWORD_LINK_MESSAGES = {
  linkStates: {
    expired: 'This link has expired. Ask an administrator to send you a new one.',
    used: 'This link has already been used. If you did not use it, ask an administrator for a new one.',
    revoked: 'A newer link replaced this one. Use the newest link you received.',
    invalid: 'This link is not valid. Check that you opened all of it, or ask an administrator for a new one.',
  },
  linkTitles: {
    expired: 'This link has expired',
    used: 'This link has already been used',
    revoked: 'This link was replaced',
    invalid: 'This link cannot be used',
  },
  pageTitle: 'Choose a new password',
  greeting: (firstName: string) => `Hello ${firstName}, choose the password you will sign in with.`,
  checking: 'Checking your link',
  inactive: 'This account is inactive. Please reach out to your Manager or Administrator.',
  passwordSet: 'Your password is set. You are signed in.',
  resetLinkSent: (name: string) => `A password reset link was sent to ${name}.`,
  resetLinkInactive: 'This account is inactive: activate it before sending a reset link.',
  resetLinkQuestion: (name: string, hours: number) =>
    `Email ${name} a link to choose a new password? The link works once, for ${String(hours)} hours; any earlier link stops working. Their password stays as it is until they use the link.`,
  firstOwnerHint: 'No one can sign in yet. On the server, run:',
  firstOwnerCommand: 'npm run goodhours -- create-owner --email <email> --first-name <name> --last-name <name>',
  // The operator's commands (apps/server/src/cli)
  cliEmailTaken: (email: string) => `${email} already belongs to an account.`,
  cliUnknownEmail: (email: string) => `No account has the email ${email}.`,
  cliPasswordsDiffer: 'The two passwords differ. Nothing was changed.',
  cliPasswordNeedsTerminal: '--password asks for the password on a terminal; without one, leave it out to get a setup link.',
  cliOwnerCreated: (email: string) => `Created the Owner ${email}.`,
  cliOwnerPasswordSet: 'Password set: the Owner can sign in now.',
  cliLinkIntro: (days: number) => `Open this link to choose the password (it works once, for ${String(days)} days):`,
  cliResetIntro: (hours: number) => `Open this link to choose a new password (it works once, for ${String(hours)} hours):`,
} as const;
