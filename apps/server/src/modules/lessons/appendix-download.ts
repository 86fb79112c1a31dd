import { LESSON_MESSAGES as M } from '@goodhours/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { lessonFiles, lessons } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { readableBy } from './lesson-query.js';

export interface AppendixDownload {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** An appendix file of a lesson the caller may read (404 otherwise, as for the lesson itself). */
export async function appendixDownload(ctx: AppContext, caller: AuthUser, lessonId: string, fileId: string): Promise<AppendixDownload> {
  const [row] = await ctx.db
    .select({ fileName: lessonFiles.fileName, contentType: lessonFiles.contentType, data: lessonFiles.data })
    .from(lessonFiles)
    .innerJoin(lessons, eq(lessons.id, lessonFiles.lessonId))
    .where(and(eq(lessonFiles.id, fileId), eq(lessonFiles.lessonId, lessonId), readableBy(caller)));
  if (!row) throw new AppError('NOT_FOUND', M.fileNotFound);
  return row;
}

const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * `attachment` with the file's name: a plain-ASCII fallback (quotes, backslashes and other
 * characters replaced) and the exact name in UTF-8 (RFC 6266, RFC 5987).
 */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
