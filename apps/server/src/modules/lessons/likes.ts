import type { LessonLikes } from '@goodhours/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { lessonLikes, lessons } from '../../db/schema/index.js';
import { readableBy } from './lesson-query.js';
import { lessonNotFound } from './service.js';

/** True when a database error (or one it wraps) is a foreign-key violation: the lesson went while it was being liked. */
function isMissingLesson(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

async function assertReadable(tx: Tx, caller: AuthUser, id: string): Promise<void> {
  const [row] = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, id), readableBy(caller)));
  if (!row) throw lessonNotFound();
}

/** Moves the running total by `delta` in the transaction that added or removed the like. */
async function moveTotal(tx: Tx, id: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(lessons)
    .set({ totalLikes: sql`${lessons.totalLikes} + ${delta}` })
    .where(eq(lessons.id, id))
    .returning({ totalLikes: lessons.totalLikes });
  return row?.totalLikes ?? 0;
}

async function currentTotal(tx: Tx, id: string): Promise<number> {
  const [row] = await tx.select({ totalLikes: lessons.totalLikes }).from(lessons).where(eq(lessons.id, id));
  return row?.totalLikes ?? 0;
}

/**
 * Likes a lesson once (document 3 §6: anyone who may read it). The primary key (lesson, person)
 * keeps one like per person: a second like, however quick, inserts nothing, and the total moves
 * only when a like was inserted, in the same transaction.
 */
export async function likeLesson(ctx: AppContext, caller: AuthUser, id: string): Promise<LessonLikes> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertReadable(tx, caller, id);
      const added = await tx
        .insert(lessonLikes)
        .values({ lessonId: id, userId: caller.id, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ lessonId: lessonLikes.lessonId });
      const totalLikes = added.length > 0 ? await moveTotal(tx, id, 1) : await currentTotal(tx, id);
      return { totalLikes, likedByMe: true };
    });
  } catch (error) {
    if (isMissingLesson(error)) throw lessonNotFound();
    throw error;
  }
}

/** Takes one's like back; the total moves only when there was a like to take back. */
export async function unlikeLesson(ctx: AppContext, caller: AuthUser, id: string): Promise<LessonLikes> {
  return ctx.db.transaction(async (tx) => {
    await assertReadable(tx, caller, id);
    const removed = await tx
      .delete(lessonLikes)
      .where(and(eq(lessonLikes.lessonId, id), eq(lessonLikes.userId, caller.id)))
      .returning({ lessonId: lessonLikes.lessonId });
    const totalLikes = removed.length > 0 ? await moveTotal(tx, id, -1) : await currentTotal(tx, id);
    return { totalLikes, likedByMe: false };
  });
}
