import { z } from '../zod.js';
import { timestamp } from '../contracts/common.js';
import { MAIL_STATUSES, type MailStatus } from './schemas.js';
import { once } from '../contracts/once.js';

/** The wording of /announcements and /sendemail (document 3 §5 Email sending, §8), and the page's own. */
export const ANNOUNCEMENT_MESSAGES = {
  emptyList: 'Error: Empty Email List. Please enter AT LEAST One email.',
  invalidPrefix: 'Error: Invalid email addresses: ',
  sent: 'Email successfully sent',
  /** Ours (issue 42): what the page says while the emails are still leaving, and when some could not go. */
  queued: 'Emails queued: they are being sent now',
  partlySent: 'Sending finished, but some emails could not be delivered',
  failed: 'Error sending email',
  defaultTitle: 'Weekly Progress Editor',
  emptyBody: 'Write the message before sending it.',
  pictureTooLarge: 'A picture may be at most 1 MB.',
  pictureType: 'Pictures must be PNG, JPEG, GIF or WebP.',
  tooLarge: 'The message is too large: at most 4 MB with its pictures.',
  subjectTooLong: 'The subject may be at most 200 characters.',
  notFound: 'This announcement does not exist.',
  testSent: 'A test was sent to your email address.',
  noneReached: 'Nobody would receive this: everyone chosen has stopped announcements.',
  teamNotFound: 'A chosen team does not exist.',
  preferenceOwnOnly: 'Only you can choose which emails you receive.',
  unsubscribeFooter: 'You receive this because of your place in the organisation or your subscription.',
} as const;
const M = ANNOUNCEMENT_MESSAGES;

/** A picture in a message: 1 MB at most, in a format every mail reader shows. */
export const PICTURE_MAX_BYTES = 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The message's HTML with its pictures written in (base64 grows them by a third). */
export const MESSAGE_MAX_CHARS = 4 * 1024 * 1024;
/** The longest subject an announcement or a sent email may have. */
export const EMAIL_SUBJECT_MAX = 200;

const SIMPLE_EMAIL = z.email();

/**
 * The addresses of a typed list (commas, semicolons, spaces or new lines between them),
 * lowercased and each once, and those that do not look like an email.
 */
export function parseEmailList(text: string): { emails: string[]; invalid: string[] } {
  const emails = new Set<string>();
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const address = raw.trim();
    if (!address) continue;
    if (address.length <= 254 && SIMPLE_EMAIL.safeParse(address).success) emails.add(address.toLowerCase());
    else invalid.push(address);
  }
  return { emails: [...emails], invalid };
}

/** The spec's message naming every typed address that does not look like an email. */
export const invalidAddressesMessage = (invalid: readonly string[]) => `${M.invalidPrefix}${invalid.join(', ')}`;

/** Checks a typed list as the spec says: at least one address, each a valid one. */
export function emailListProblem(text: string): string | null {
  const { emails, invalid } = parseEmailList(text);
  if (invalid.length > 0) return invalidAddressesMessage(invalid);
  if (emails.length === 0) return M.emptyList;
  return null;
}

/**
 * Who an announcement goes to: any mix of all active people, chosen teams' and roles' active
 * members, the confirmed subscribers, and typed addresses. Each person gets it once.
 */
export const audienceSchema = z
  .object({
    everyone: z.boolean().default(false),
    teamIds: z
      .array(z.uuid({ error: M.teamNotFound }))
      .max(500)
      .default([]),
    roles: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
    subscribers: z.boolean().default(false),
    emails: z.string().max(200_000, M.tooLarge).default('').describe('Typed addresses, separated by commas, spaces or new lines'),
  })
  .superRefine((audience, issue) => {
    const { emails, invalid } = parseEmailList(audience.emails);
    if (invalid.length > 0) issue.addIssue({ code: 'custom', path: ['emails'], message: invalidAddressesMessage(invalid) });
    else if (
      !audience.everyone &&
      !audience.subscribers &&
      audience.teamIds.length === 0 &&
      audience.roles.length === 0 &&
      emails.length === 0
    )
      issue.addIssue({ code: 'custom', path: ['emails'], message: M.emptyList });
  });
export type Audience = z.output<typeof audienceSchema>;
export type AudienceInput = z.input<typeof audienceSchema>;

const subject = z
  .string()
  .trim()
  .max(EMAIL_SUBJECT_MAX, M.subjectTooLong)
  .transform((v) => v || M.defaultTitle)
  .describe(`The subject; '${M.defaultTitle}' when none is given`);

/** An HTML message that says something: tags alone (an empty paragraph) do not. */
const messageHtml = z
  .string({ error: M.emptyBody })
  .max(MESSAGE_MAX_CHARS, M.tooLarge)
  .refine(
    (html) =>
      /<img\b/i.test(html) ||
      html
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim() !== '',
    M.emptyBody,
  );

/** A message before it is sent: what preview and the test send take. */
export const messageInput = z.object({ subject: subject.default(M.defaultTitle), html: messageHtml });
export type MessageInput = z.input<typeof messageInput>;

/** A message's own problems by field (subject, html), the first of each: what a preview or a test send needs. */
export function messageProblems(message: { subject: string; html: string }): Partial<Record<'subject' | 'html', string>> {
  const result = messageInput.safeParse({ subject: message.subject, html: message.html });
  const problems: Partial<Record<'subject' | 'html', string>> = {};
  if (!result.success)
    for (const issue of result.error.issues) problems[issue.path[0] === 'subject' ? 'subject' : 'html'] ??= issue.message;
  return problems;
}

/** `POST /api/announcements` (sendEmails). */
export const announcementInput = once(() => messageInput.extend({ audience: audienceSchema }));
export type AnnouncementInput = z.input<ReturnType<typeof announcementInput>>;

/** `POST /api/emails` (/sendemail): to (a comma-separated list), subject, html (document 3 §7). */
export const sendEmailInput = messageInput.extend({
  to: z
    .string({ error: M.emptyList })
    .max(200_000, M.tooLarge)
    .superRefine((text, issue) => {
      const problem = emailListProblem(text);
      if (problem) issue.addIssue({ code: 'custom', message: problem });
    }),
});
export type SendEmailInput = z.input<typeof sendEmailInput>;

export const announcementProgressSchema = once(() =>
  z.object(Object.fromEntries(MAIL_STATUSES.map((s) => [s, z.number().int()])) as Record<MailStatus, z.ZodNumber>),
);
export type AnnouncementProgress = z.infer<ReturnType<typeof announcementProgressSchema>>;

/** An announcement as its history lists it, with where its emails stand now. */
export const announcementSummarySchema = once(() =>
  z.object({
    id: z.uuid(),
    subject: z.string(),
    source: z.enum(['announcements', 'sendemail']).describe('Written on /announcements or on /sendemail'),
    audience: z.object({
      everyone: z.boolean(),
      teamIds: z.array(z.string()),
      roles: z.array(z.string()),
      subscribers: z.boolean(),
      emails: z.string(),
    }),
    recipients: z.number().int().describe('How many emails were queued, one per recipient'),
    skipped: z.number().int().describe('Chosen people who have stopped announcements'),
    progress: announcementProgressSchema(),
    createdAt: timestamp(),
    createdBy: z.string().describe('The sender’s name'),
  }),
);
export type AnnouncementSummary = z.infer<ReturnType<typeof announcementSummarySchema>>;

export const announcementSchema = once(() => announcementSummarySchema().extend({ html: z.string() }));
export type Announcement = z.infer<ReturnType<typeof announcementSchema>>;

/** The email as it will leave: the full HTML document and its plain-text part. */
export const messagePreviewSchema = once(() => z.object({ subject: z.string(), html: z.string(), text: z.string() }));
export type MessagePreview = z.infer<ReturnType<typeof messagePreviewSchema>>;

/** What an announcement or a sent email answers: the sentence to show and the record made. */
export const announcementSentSchema = once(() => z.object({ message: z.string(), announcement: announcementSummarySchema() }));
export type AnnouncementSent = z.infer<ReturnType<typeof announcementSentSchema>>;

/** One's own choice to receive announcements (notices about one's account always go). */
export const announcementPreferenceSchema = once(() => z.object({ enabled: z.boolean() }));
export type AnnouncementPreference = z.infer<ReturnType<typeof announcementPreferenceSchema>>;
