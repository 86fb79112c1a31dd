import {
  ANNOUNCEMENT_MESSAGES as M,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  audienceSchema,
  messageProblems,
  parseEmailList,
  type AnnouncementInput,
  type AnnouncementProgress,
} from '@goodhours/domain';
import type { AnnouncementSummary } from '../../api/announcements';

/** What the announcement form holds: the message and whom it is for. */
export interface AnnouncementDraft {
  subject: string;
  html: string;
  everyone: boolean;
  teamIds: string[];
  roles: string[];
  subscribers: boolean;
  emails: string;
}

export const EMPTY_DRAFT: AnnouncementDraft = {
  subject: '',
  html: '',
  everyone: false,
  teamIds: [],
  roles: [],
  subscribers: false,
  emails: '',
};

export type DraftProblems = Partial<Record<'subject' | 'html' | 'emails', string>>;

/** Everything wrong with a draft, by field: the spec's list messages under the addresses. */
export function draftProblems(draft: AnnouncementDraft): DraftProblems {
  const problems: DraftProblems = messageProblems(draft);
  const audience = audienceSchema.safeParse(audienceOf(draft));
  if (!audience.success) problems.emails = audience.error.issues[0]?.message ?? M.emptyList;
  return problems;
}

function audienceOf(draft: AnnouncementDraft): AnnouncementInput['audience'] {
  return { everyone: draft.everyone, teamIds: draft.teamIds, roles: draft.roles, subscribers: draft.subscribers, emails: draft.emails };
}

export function toAnnouncementInput(draft: AnnouncementDraft): AnnouncementInput {
  return { subject: draft.subject, html: draft.html, audience: audienceOf(draft) };
}

/** Whom an announcement went to, in words: 'All active people · Team Engines · Manager · 3 addresses'. */
export function audienceLabel(audience: AnnouncementSummary['audience'], teamName: (id: string) => string | undefined): string {
  const parts: string[] = [];
  if (audience.everyone) parts.push('All active people');
  for (const id of audience.teamIds) parts.push(`Team ${teamName(id) ?? '(removed)'}`);
  parts.push(...audience.roles);
  if (audience.subscribers) parts.push('Subscribers');
  const typed = parseEmailList(audience.emails).emails.length;
  if (typed > 0) parts.push(typed === 1 ? '1 address' : `${String(typed)} addresses`);
  return parts.join(' · ');
}

/** Emails delivered or given up on, out of all queued: how far the sending has come. */
export function progressShare(progress: AnnouncementProgress, recipients: number): number {
  if (recipients === 0) return 100;
  return Math.round(((progress.sent + progress.failed + progress.cancelled) / recipients) * 100);
}

/** 'Sent 12 of 40 · 1 failed · 27 waiting', for the live progress and the history. */
export function progressLine(progress: AnnouncementProgress, recipients: number): string {
  const parts = [`Sent ${String(progress.sent)} of ${String(recipients)}`];
  if (progress.failed > 0) parts.push(`${String(progress.failed)} failed`);
  const waiting = progress.queued + progress.sending;
  if (waiting > 0) parts.push(`${String(waiting)} waiting`);
  if (progress.cancelled > 0) parts.push(`${String(progress.cancelled)} cancelled`);
  return parts.join(' · ');
}

/** Why a picture cannot go into a message (the server checks again), or null. */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return M.pictureType;
  if (file.size > PICTURE_MAX_BYTES) return M.pictureTooLarge;
  return null;
}
