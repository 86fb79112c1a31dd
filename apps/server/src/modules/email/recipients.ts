import { parseEmailList, type Audience } from '@goodhours/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { emailSubscriptions, teamMembers, users } from '../../db/schema/index.js';

/** Who an announcement reaches, each address once, and how many chosen people stopped announcements. */
export interface Recipients {
  emails: string[];
  skipped: number;
}

const active = and(eq(users.isActive, true), eq(users.isArchived, false));
const member = { email: sql<string>`lower(${users.email})`, wanted: users.announcementEmails };

/**
 * Works out an audience now: all active people, the active members of the chosen teams and
 * roles, the confirmed subscribers and the typed addresses. A member who turned announcements
 * off, or an address that followed an unsubscribe link, is skipped and counted.
 */
export async function resolveRecipients(ctx: AppContext, audience: Audience): Promise<Recipients> {
  const db = ctx.db;
  const chosen = new Map<string, boolean>();
  const add = (rows: { email: string; wanted: boolean }[]) => {
    for (const row of rows) chosen.set(row.email, (chosen.get(row.email) ?? true) && row.wanted);
  };
  if (audience.everyone) add(await db.select(member).from(users).where(active));
  if (audience.teamIds.length > 0)
    add(
      await db
        .selectDistinct(member)
        .from(users)
        .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
        .where(and(active, inArray(teamMembers.teamId, audience.teamIds))),
    );
  if (audience.roles.length > 0)
    add(
      await db
        .select(member)
        .from(users)
        .where(and(active, inArray(users.role, audience.roles))),
    );
  if (audience.subscribers)
    add(
      await db
        .select({ email: emailSubscriptions.email, wanted: sql<boolean>`true` })
        .from(emailSubscriptions)
        .where(isNotNull(emailSubscriptions.confirmedAt)),
    );
  const typed = parseEmailList(audience.emails).emails;
  if (typed.length > 0) {
    const stopped = new Set<string>();
    const members = await db
      .select({ email: member.email })
      .from(users)
      .where(and(inArray(sql`lower(${users.email})`, typed), eq(users.announcementEmails, false)));
    const unsubscribed = await db
      .select({ email: emailSubscriptions.email })
      .from(emailSubscriptions)
      .where(and(inArray(emailSubscriptions.email, typed), isNotNull(emailSubscriptions.unsubscribedAt)));
    for (const row of [...members, ...unsubscribed]) stopped.add(row.email);
    add(typed.map((email) => ({ email, wanted: !stopped.has(email) })));
  }
  const emails: string[] = [];
  let skipped = 0;
  for (const [email, wanted] of chosen) {
    if (wanted) emails.push(email);
    else skipped++;
  }
  return { emails, skipped };
}
