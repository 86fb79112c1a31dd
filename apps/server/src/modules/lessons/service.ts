import { appendixUpload, isBlankHtml, LESSON_MESSAGES as M, lessonSearchText, type Lesson, type lessonInput } from '@goodhours/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { lessonFiles, lessons, lessonTags, projects } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { sanitizeInfoHtml } from '../info/index.js';
import { findLesson, readableBy, type Reader } from './lesson-query.js';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });
export const lessonNotFound = () => new AppError('NOT_FOUND', M.lessonNotFound);

/** Content as it is stored: sanitised like every rich-text field, and still holding some text once sanitised. */
function cleanContent(html: string, emptyMessage: string): string {
  const clean = sanitizeInfoHtml(html).trim();
  if (isBlankHtml(clean)) throw invalid('content', emptyMessage);
  return clean;
}

/** One lesson the caller may read (404 otherwise: a lesson one may not read is not shown to exist). */
export async function getLesson(ctx: AppContext, caller: Reader, id: string): Promise<Lesson> {
  const lesson = await findLesson(ctx.db, caller, id);
  if (!lesson) throw lessonNotFound();
  return lesson;
}

/** The tags as the catalogue already spells them (case ignored), so 'safety' joins 'Safety' instead of beside it. */
async function catalogueSpelling(tx: Tx, tags: string[]): Promise<string[]> {
  const known = await tx
    .select({ name: lessonTags.name })
    .from(lessonTags)
    .where(
      sql`lower(${lessonTags.name}) in (${sql.join(
        tags.map((t) => sql`${t.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  const byKey = new Map(known.map((k) => [k.name.toLowerCase(), k.name]));
  return tags.map((t) => byKey.get(t.toLowerCase()) ?? t);
}

/**
 * Writes a lesson (document 3 §2.7, §7 POST lesson) in one transaction: the lesson, its appendix
 * files (outside its row, each stored under the type its content showed) and its new tags in the
 * catalogue. The project must exist and not be archived.
 */
export async function createLesson(ctx: AppContext, caller: AuthUser, input: z.output<typeof lessonInput>): Promise<Lesson> {
  const content = cleanContent(input.content, M.contentRequired);
  const now = ctx.clock.now();
  const files = input.files.map((f) => {
    // Stored and served under the type its bytes show (the schema refused any other).
    const upload = appendixUpload(f);
    if (!upload) throw invalid('files', M.fileContent(f.fileName));
    const data = Buffer.from(upload.base64, 'base64');
    return { fileName: f.fileName, contentType: upload.contentType, size: data.length, data };
  });
  const id = await ctx.db.transaction(async (tx) => {
    const [project] = await tx.select({ isArchived: projects.isArchived }).from(projects).where(eq(projects.id, input.projectId));
    if (!project || project.isArchived) throw invalid('projectId', M.projectNotFound);
    const tags = await catalogueSpelling(tx, input.tags);
    const [row] = await tx
      .insert(lessons)
      .values({
        title: input.title,
        content,
        tags,
        authorId: caller.id,
        projectId: input.projectId,
        allowedRoles: input.allowedRoles,
        searchText: lessonSearchText({ title: input.title, content, tags }),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: lessons.id });
    if (!row) throw new Error('lesson insert returned nothing');
    if (files.length > 0) await tx.insert(lessonFiles).values(files.map((f) => ({ ...f, lessonId: row.id, createdAt: now })));
    await tx
      .insert(lessonTags)
      .values(tags.map((name) => ({ name, createdAt: now })))
      .onConflictDoNothing();
    return row.id;
  });
  return getLesson(ctx, caller, id);
}

/**
 * The lesson as its author may change it, locked for the change: 404 when the caller may not read
 * it, 403 when they may read it but did not write it (document 3 §6).
 */
async function authorsLesson(tx: Tx, caller: AuthUser, id: string) {
  const [row] = await tx
    .select({ authorId: lessons.authorId, title: lessons.title, tags: lessons.tags })
    .from(lessons)
    .where(and(eq(lessons.id, id), readableBy(caller)))
    .for('update');
  if (!row) throw lessonNotFound();
  if (row.authorId !== caller.id) throw new AppError('FORBIDDEN', M.authorOnly);
  return row;
}

/** The author changes the summary (the content) in place; it cannot be emptied ('Summary cannot be empty.'). */
export async function editLessonContent(ctx: AppContext, caller: AuthUser, id: string, html: string): Promise<Lesson> {
  const content = cleanContent(html, M.summaryEmpty);
  await ctx.db.transaction(async (tx) => {
    const row = await authorsLesson(tx, caller, id);
    await tx
      .update(lessons)
      .set({ content, searchText: lessonSearchText({ title: row.title, content, tags: row.tags }), updatedAt: ctx.clock.now() })
      .where(eq(lessons.id, id));
  });
  return getLesson(ctx, caller, id);
}

/** The author deletes the lesson; its likes and files go with it. */
export async function deleteLesson(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await authorsLesson(tx, caller, id);
    await tx.delete(lessons).where(eq(lessons.id, id));
  });
}
