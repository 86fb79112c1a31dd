import { ANNOUNCEMENT_MESSAGES as M, messageProblems, sendEmailInput, type MessageInput, type SendEmailInput } from '@goodhours/domain';
import { isApiError } from '../../api/client';

/** What the /sendemail form holds: the typed addresses, the subject and the message's HTML. */
export interface SendEmailDraft {
  to: string;
  subject: string;
  html: string;
}

export type SendEmailField = keyof SendEmailDraft;
export type SendEmailProblems = Partial<Record<SendEmailField, string>>;

const FIELDS: readonly SendEmailField[] = ['to', 'subject', 'html'];

/** An empty form, or one addressed to the email another page handed over in route state. */
export function draftFor(routeState: unknown): SendEmailDraft {
  return { to: emailFromRouteState(routeState), subject: '', html: '' };
}

/** The email a page passed in route state (`navigate('/sendemail', { state: { email } })`), or ''. */
export function emailFromRouteState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}

function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): SendEmailProblems {
  const problems: SendEmailProblems = {};
  for (const issue of issues) {
    const field = FIELDS.find((f) => f === issue.path[0]) ?? 'html';
    problems[field] ??= issue.message;
  }
  return problems;
}

/** Everything wrong with the form, by field, by the very rule the server applies (document 3 §5). */
export function sendEmailProblems(draft: SendEmailDraft): SendEmailProblems {
  const result = sendEmailInput.safeParse(draft);
  return result.success ? {} : problemsOf(result.error.issues);
}

/** What is wrong with the message alone (subject and body): enough for a preview or a test send. */
export { messageProblems };

export const toSendEmailInput = (draft: SendEmailDraft): SendEmailInput => ({ to: draft.to, subject: draft.subject, html: draft.html });
export const toMessageInput = (draft: SendEmailDraft): MessageInput => ({ subject: draft.subject, html: draft.html });

/** Why a send failed, as the page says it: 'Error sending email' and, for a refusal that gives one, the server's reason. */
export interface SendFailure {
  title: string;
  reason: string | null;
  /** The server's own checks of a field, to show under it. */
  fields: SendEmailProblems;
}

export function sendFailure(error: unknown): SendFailure {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500 && !error.code.startsWith('HTTP_');
  if (!refused) return { title: M.failed, reason: null, fields: {} };
  const fields: SendEmailProblems = {};
  for (const field of FIELDS) {
    const message = error.fields?.[field];
    if (message) fields[field] = message;
  }
  return { title: M.failed, reason: error.message, fields };
}
