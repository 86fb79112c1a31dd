import {
  ANNOUNCEMENT_MESSAGES as M,
  MAIL_STATUSES,
  type Announcement,
  type AnnouncementProgress,
  type AnnouncementSent,
  type AnnouncementSummary,
  type Audience,
  type MessagePreview,
} from '@goodhours/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { announcements, emailImages, mailOutbox, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { announcementCopy } from '../../mail/announcement-copy.js';
import { framed } from '../../mail/frame.js';
import { messageText, prepareMessage, type Picture, type PreparedMessage } from '../../mail/message-html.js';
import { enqueueMail, enqueueMails } from '../../mail/outbox.js';
import { resolveRecipients } from './recipients.js';
import { unsubscribeLinks } from './subscriptions.js';

interface Message {
  subject: string;
  html: string;
}

/** Stores a message's pictures (each once, whoever sent it before) and answers the message linking them. */
async function linkPictures(tx: Tx, ctx: AppContext, prepared: PreparedMessage): Promise<string> {
  const ids = new Map<string, string>();
  if (prepared.pictures.length > 0) {
    const now = ctx.clock.now();
    await tx
      .insert(emailImages)
      .values(prepared.pictures.map((p: Picture) => ({ ...p, createdAt: now })))
      .onConflictDoNothing({ target: emailImages.sha256 });
    const rows = await tx
      .select({ id: emailImages.id, sha256: emailImages.sha256 })
      .from(emailImages)
      .where(
        inArray(
          emailImages.sha256,
          prepared.pictures.map((p) => p.sha256),
        ),
      );
    for (const row of rows) ids.set(row.sha256, row.id);
  }
  return prepared.link((sha) => `${ctx.config.publicUrl}/api/email-images/${ids.get(sha) ?? ''}`);
}

const emptyProgress = (): AnnouncementProgress => Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as AnnouncementProgress;

/**
 * Queues a message for an audience worked out now: one email per recipient, each with its own
 * signed unsubscribe link in the body and in the `List-Unsubscribe` header, all in one
 * transaction with the announcement's record (so a failure queues nothing).
 */
export async function queueAnnouncement(
  ctx: AppContext,
  caller: AuthUser,
  input: Message & { audience: Audience },
  source: 'announcements' | 'sendemail',
): Promise<AnnouncementSent> {
  // Pictures are checked before anything is read; nothing is stored for a refused announcement.
  const prepared = prepareMessage(input.html);
  const { emails, skipped } = await resolveRecipients(ctx, input.audience);
  if (emails.length === 0) {
    const problem = skipped > 0 ? M.noneReached : M.emptyList;
    throw new AppError('VALIDATION', problem, { 'audience.emails': problem });
  }
  const now = ctx.clock.now();
  const record = await ctx.db.transaction(async (tx) => {
    const html = await linkPictures(tx, ctx, prepared);
    const message = { subject: input.subject, html };
    const text = messageText(html);
    const [row] = await tx
      .insert(announcements)
      .values({
        subject: message.subject,
        html,
        audience: input.audience,
        source,
        recipients: emails.length,
        skipped,
        createdBy: caller.id,
        createdAt: now,
      })
      .returning();
    const id = row!.id;
    await enqueueMails(
      tx,
      now,
      emails.map((to) => {
        const links = unsubscribeLinks(ctx, to);
        return {
          to,
          ...announcementCopy(message, text, links.page),
          kind: 'announcement',
          announcementId: id,
          unsubscribeUrl: links.oneClick,
          idempotencyKey: `announcement:${id}:${to}`,
        };
      }),
    );
    return row!;
  });
  const progress = emptyProgress();
  progress.queued = emails.length;
  return {
    message: M.sent,
    announcement: { ...summaryOf(record, `${caller.firstName} ${caller.lastName}`), progress },
  };
}

/** The email as it will leave, its pictures still written in; the unsubscribe link is the page's, without a token. */
export function previewMessage(ctx: AppContext, message: Message): MessagePreview {
  const prepared = prepareMessage(message.html);
  const pictures = new Map(prepared.pictures.map((p) => [p.sha256, `data:${p.contentType};base64,${p.data}`]));
  const html = prepared.link((sha) => pictures.get(sha) ?? '');
  const copy = announcementCopy({ subject: message.subject, html }, messageText(html), `${ctx.config.publicUrl}/email-unsubscribe`);
  return { subject: message.subject, ...framed(copy, { orgName: ctx.config.orgName, publicUrl: ctx.config.publicUrl }) };
}

/** Sends the message to the caller alone, as a recipient would get it. */
export async function sendTest(ctx: AppContext, caller: AuthUser, message: Message): Promise<{ message: string }> {
  const prepared = prepareMessage(message.html);
  const links = unsubscribeLinks(ctx, caller.email);
  await ctx.db.transaction(async (tx) => {
    const html = await linkPictures(tx, ctx, prepared);
    await enqueueMail(tx, ctx.clock.now(), {
      to: caller.email,
      ...announcementCopy({ subject: message.subject, html }, messageText(html), links.page),
      kind: 'announcement-test',
      unsubscribeUrl: links.oneClick,
    });
  });
  return { message: M.testSent };
}

type Row = typeof announcements.$inferSelect;

function summaryOf(row: Row, createdBy: string): Omit<AnnouncementSummary, 'progress'> {
  const { everyone, teamIds, roles, subscribers, emails } = row.audience;
  return {
    id: row.id,
    subject: row.subject,
    source: row.source,
    audience: { everyone, teamIds, roles, subscribers, emails },
    recipients: row.recipients,
    skipped: row.skipped,
    createdAt: row.createdAt,
    createdBy,
  };
}

/** Where each announcement's emails stand, counted in the outbox (by its announcement index). */
async function progressOf(ctx: AppContext, ids: string[]): Promise<Map<string, AnnouncementProgress>> {
  const result = new Map<string, AnnouncementProgress>(ids.map((id) => [id, emptyProgress()]));
  if (ids.length === 0) return result;
  const rows = await ctx.db
    .select({ id: mailOutbox.announcementId, status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.announcementId, ids))
    .groupBy(mailOutbox.announcementId, mailOutbox.status);
  for (const row of rows) {
    const progress = row.id ? result.get(row.id) : undefined;
    if (progress) progress[row.status] = Number(row.count);
  }
  return result;
}

const senderName = sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, 'A former member')`;

/** The 50 newest announcements and sent emails, newest first. */
export async function listAnnouncements(ctx: AppContext): Promise<AnnouncementSummary[]> {
  const rows = await ctx.db
    .select({ row: announcements, by: senderName })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .orderBy(desc(announcements.createdAt))
    .limit(50);
  const progress = await progressOf(
    ctx,
    rows.map((r) => r.row.id),
  );
  return rows.map(({ row, by }) => ({ ...summaryOf(row, by), progress: progress.get(row.id) ?? emptyProgress() }));
}

async function findAnnouncement(ctx: AppContext, id: string): Promise<{ row: Row; by: string }> {
  const [found] = await ctx.db
    .select({ row: announcements, by: senderName })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .where(eq(announcements.id, id));
  if (!found) throw new AppError('NOT_FOUND', M.notFound);
  return found;
}

export async function getAnnouncement(ctx: AppContext, id: string): Promise<Announcement> {
  const { row, by } = await findAnnouncement(ctx, id);
  const progress = await progressOf(ctx, [id]);
  return { ...summaryOf(row, by), html: row.html, progress: progress.get(id) ?? emptyProgress() };
}

/** Sends an announcement again as a new one, to its audience as it is now. */
export async function resendAnnouncement(ctx: AppContext, caller: AuthUser, id: string): Promise<AnnouncementSent> {
  const { row } = await findAnnouncement(ctx, id);
  return queueAnnouncement(ctx, caller, { subject: row.subject, html: row.html, audience: row.audience }, row.source);
}

/** A stored picture's bytes, cached for good by mail readers (its id never names another picture). */
export async function emailImage(ctx: AppContext, id: string): Promise<{ contentType: string; bytes: Buffer }> {
  const [row] = await ctx.db.select().from(emailImages).where(eq(emailImages.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'This picture does not exist.');
  return { contentType: row.contentType, bytes: Buffer.from(row.data, 'base64') };
}

function ownOnly(caller: AuthUser, userId: string): void {
  if (caller.id !== userId) throw new AppError('FORBIDDEN', M.preferenceOwnOnly);
}

export async function announcementPreference(ctx: AppContext, caller: AuthUser, userId: string): Promise<{ enabled: boolean }> {
  ownOnly(caller, userId);
  const [row] = await ctx.db.select({ enabled: users.announcementEmails }).from(users).where(eq(users.id, userId));
  return { enabled: row?.enabled ?? true };
}

export async function setAnnouncementPreference(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  enabled: boolean,
): Promise<{ enabled: boolean }> {
  ownOnly(caller, userId);
  await ctx.db.update(users).set({ announcementEmails: enabled }).where(eq(users.id, userId));
  return { enabled };
}
