import { HGN_DEFAULT_QUESTIONS, HGN_MESSAGES as M, type HgnQuestion } from '@goodhours/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { hgnQuestions } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const COLUMNS = { id: hgnQuestions.id, page: hgnQuestions.page, qno: hgnQuestions.qno, title: hgnQuestions.title, text: hgnQuestions.text };

const readQuestions = (ctx: AppContext): Promise<HgnQuestion[]> =>
  ctx.db.select(COLUMNS).from(hgnQuestions).orderBy(asc(hgnQuestions.page), asc(hgnQuestions.qno));

/**
 * The questions of pages 2 to 5. They are seeded when first read: a database without them (a new
 * one, or a test's emptied one) gets the default questions, and one missing some gets those; a
 * question already there, edited or not, is never touched (`on conflict do nothing`, also when
 * two first readers race).
 */
export async function listHgnQuestions(ctx: AppContext): Promise<{ questions: HgnQuestion[] }> {
  const questions = await readQuestions(ctx);
  if (questions.length >= HGN_DEFAULT_QUESTIONS.length) return { questions };
  const now = ctx.clock.now();
  await ctx.db
    .insert(hgnQuestions)
    .values(HGN_DEFAULT_QUESTIONS.map((q) => ({ ...q, updatedAt: now })))
    .onConflictDoNothing();
  return { questions: await readQuestions(ctx) };
}

/** The Owner changes a question's title and text; its page and number name the answer it asks for, so they stay. */
export async function updateHgnQuestion(ctx: AppContext, id: string, input: { title: string; text: string }): Promise<HgnQuestion> {
  const [row] = await ctx.db
    .update(hgnQuestions)
    .set({ title: input.title, text: input.text, updatedAt: ctx.clock.now() })
    .where(eq(hgnQuestions.id, id))
    .returning(COLUMNS);
  if (!row) throw new AppError('NOT_FOUND', M.questionNotFound);
  return row;
}
