import { and, count, desc, eq } from 'drizzle-orm';
import {
  INFRINGEMENT_MESSAGES,
  isFutureInfringementDate,
  mayChangeInfringementsOf,
  MESSAGES,
  pacificDate,
  readsInfringementsOf,
  type Infringement,
  type infringementInput,
} from '@goodhours/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { infringements, users, weekCloseOutcomes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { AuthUser } from '../../auth/sessions.js';
import { blueSquareMail } from '../../mail/blue-square-templates.js';

type Input = z.output<typeof infringementInput>;

const dto = (r: typeof infringements.$inferSelect, closeWeek: string | null = null): Infringement => ({
  id: r.id,
  date: r.date,
  description: r.description,
  createdDate: r.createdAt.toISOString(),
  closeWeek,
});

async function personOf(tx: Tx, userId: string, lock = false) {
  const query = tx
    .select({ id: users.id, role: users.role, isProtected: users.isProtected, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  const [person] = lock ? await query.for('update') : await query;
  if (!person) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return person;
}

/** Owner protection (document 4 §2); the caller's permission for the action is checked by the route. */
async function changeablePerson(tx: Tx, caller: AuthUser, userId: string) {
  const person = await personOf(tx, userId, true);
  if (!mayChangeInfringementsOf(caller, person)) throw new AppError('FORBIDDEN', MESSAGES.noPermissionToEditProfile);
  return person;
}

function refuseFutureDate(ctx: AppContext, date: string): void {
  if (isFutureInfringementDate(date, pacificDate(ctx.clock.now()))) {
    throw new AppError('VALIDATION', INFRINGEMENT_MESSAGES.dateInFuture, { date: INFRINGEMENT_MESSAGES.dateInFuture });
  }
}

/** A person's blue squares, newest date first: for themself and for readers of profiles or blue squares. */
export async function listInfringements(ctx: AppContext, caller: AuthUser, userId: string): Promise<Infringement[]> {
  if (!readsInfringementsOf(caller, userId)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  await personOf(ctx.db, userId);
  const rows = await ctx.db
    .select({ square: infringements, closeWeek: weekCloseOutcomes.weekStart })
    .from(infringements)
    .leftJoin(weekCloseOutcomes, eq(weekCloseOutcomes.infringementId, infringements.id))
    .where(eq(infringements.userId, userId))
    .orderBy(desc(infringements.date), desc(infringements.createdAt));
  return rows.map((r) => dto(r.square, r.closeWeek));
}

/** Adds a blue square and, in the same transaction, queues the email telling the person. */
export async function addInfringement(ctx: AppContext, caller: AuthUser, userId: string, input: Input): Promise<Infringement> {
  refuseFutureDate(ctx, input.date);
  return ctx.db.transaction((tx) => recordInfringement(ctx, tx, caller, userId, input));
}

/** The blue square and its email inside the caller's transaction (the warning tracker uses it too). */
export async function recordInfringement(ctx: AppContext, tx: Tx, caller: AuthUser, userId: string, input: Input): Promise<Infringement> {
  const person = await changeablePerson(tx, caller, userId);
  return giveBlueSquare(ctx, tx, { id: userId, email: person.email, firstName: person.firstName }, input);
}

/**
 * Gives a blue square and queues the email telling the person (reason, date, total count), in
 * the caller's transaction, with no caller to check: the weekly close gives them on its own.
 * `notify: false` writes history without mail (the demo's past weeks).
 */
export async function giveBlueSquare(
  ctx: AppContext,
  tx: Tx,
  person: { id: string; email: string; firstName: string },
  input: Input,
  { notify = true }: { notify?: boolean } = {},
): Promise<Infringement> {
  const now = ctx.clock.now();
  const [row] = await tx
    .insert(infringements)
    .values({ userId: person.id, ...input, createdAt: now })
    .returning();
  if (!row) throw new Error('infringement insert returned nothing');
  if (!notify) return dto(row);
  const [total] = await tx.select({ n: count() }).from(infringements).where(eq(infringements.userId, person.id));
  await enqueueMail(
    tx,
    now,
    blueSquareMail({
      to: person.email,
      firstName: person.firstName,
      date: row.date,
      description: row.description,
      total: total?.n ?? 1,
      profileUrl: `${ctx.config.publicUrl}/userprofile/${person.id}#bluesquare`,
    }),
  );
  return dto(row);
}

const oneOf = (userId: string, id: string) => and(eq(infringements.id, id), eq(infringements.userId, userId));

export async function updateInfringement(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  id: string,
  input: Input,
): Promise<Infringement> {
  refuseFutureDate(ctx, input.date);
  return ctx.db.transaction(async (tx) => {
    await changeablePerson(tx, caller, userId);
    const [row] = await tx.update(infringements).set(input).where(oneOf(userId, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', INFRINGEMENT_MESSAGES.notFound);
    return dto(row);
  });
}

export async function deleteInfringement(ctx: AppContext, caller: AuthUser, userId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await changeablePerson(tx, caller, userId);
    const deleted = await tx.delete(infringements).where(oneOf(userId, id)).returning({ id: infringements.id });
    if (!deleted.length) throw new AppError('NOT_FOUND', INFRINGEMENT_MESSAGES.notFound);
  });
}
