import {
  LESSON_PAGE_SIZE,
  lessonPeriodStart,
  pacificDate,
  type Lesson,
  type LessonFilter,
  type LessonPage,
  type LessonSort,
} from '@goodhours/domain';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { lessonFiles, lessonLikes, lessons, projects, users } from '../../db/schema/index.js';

/** Who is reading: their id and role. */
export interface Reader {
  id: string;
  role: string;
}

/**
 * The lessons a person may read (document 3 §2.7 View by, enforced here): those open to everyone
 * (no role chosen), those whose roles include theirs, and their own.
 */
export function readableBy(reader: Reader): SQL {
  return sql`(cardinality(${lessons.allowedRoles}) = 0 or ${reader.role} = any(${lessons.allowedRoles}) or ${lessons.authorId} = ${reader.id})`;
}

/**
 * The full-text match over title, content and tags. The expression is the one the GIN index
 * `lessons_search_idx` is built on (`to_tsvector('english', search_text)`, the language written
 * in the SQL, not bound), so the index answers it.
 */
export function matchesSearch(search: string): SQL {
  return sql`to_tsvector('english', ${lessons.searchText}) @@ websearch_to_tsquery('english', ${search})`;
}

const ORDER: Record<LessonSort, SQL[]> = {
  newest: [desc(lessons.createdAt), desc(lessons.id)],
  date: [asc(lessons.createdAt), asc(lessons.id)],
  likes: [desc(lessons.totalLikes), desc(lessons.createdAt), desc(lessons.id)],
};

const columns = {
  id: lessons.id,
  title: lessons.title,
  content: lessons.content,
  tags: lessons.tags,
  allowedRoles: lessons.allowedRoles,
  totalLikes: lessons.totalLikes,
  createdAt: lessons.createdAt,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  projectId: projects.id,
  projectName: projects.projectName,
};

function selectLessons(db: Tx) {
  return db
    .select(columns)
    .from(lessons)
    .leftJoin(users, eq(users.id, lessons.authorId))
    .leftJoin(projects, eq(projects.id, lessons.projectId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectLessons>['where']>>[number];

/** The rows as their reader sees them: with their appendix files (never the bytes) and whether the reader likes each. */
async function asLessons(db: Tx, reader: Reader, rows: Row[]): Promise<Lesson[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [files, liked] = await Promise.all([
    db
      .select({
        id: lessonFiles.id,
        lessonId: lessonFiles.lessonId,
        fileName: lessonFiles.fileName,
        contentType: lessonFiles.contentType,
        size: lessonFiles.size,
      })
      .from(lessonFiles)
      .where(inArray(lessonFiles.lessonId, ids))
      .orderBy(asc(lessonFiles.createdAt), asc(lessonFiles.fileName)),
    db
      .select({ lessonId: lessonLikes.lessonId })
      .from(lessonLikes)
      .where(and(inArray(lessonLikes.lessonId, ids), eq(lessonLikes.userId, reader.id))),
  ]);
  const likedIds = new Set(liked.map((l) => l.lessonId));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    date: pacificDate(row.createdAt),
    createdAt: row.createdAt.toISOString(),
    content: row.content,
    tags: row.tags,
    author: row.authorId ? { id: row.authorId, name: `${row.authorFirstName ?? ''} ${row.authorLastName ?? ''}`.trim() } : null,
    relatedProject: row.projectId ? { id: row.projectId, name: row.projectName ?? '' } : null,
    allowedRoles: row.allowedRoles,
    totalLikes: row.totalLikes,
    likedByMe: likedIds.has(row.id),
    isAuthor: row.authorId === reader.id,
    files: files.filter((f) => f.lessonId === row.id).map(({ lessonId: _lesson, ...file }) => file),
  }));
}

/** One lesson, or undefined when it does not exist or the reader may not read it. */
export async function findLesson(db: Tx, reader: Reader, id: string): Promise<Lesson | undefined> {
  const rows = await selectLessons(db).where(and(eq(lessons.id, id), readableBy(reader)));
  return (await asLessons(db, reader, rows))[0];
}

export interface LessonListOptions {
  filter: LessonFilter;
  sort: LessonSort;
  search?: string | undefined;
  page: number;
}

/** A page of the lessons the reader may read, filtered, searched and ordered in SQL, with the count of all that match. */
export async function listLessons(ctx: AppContext, reader: Reader, options: LessonListOptions): Promise<LessonPage> {
  const since = lessonPeriodStart(options.filter, ctx.clock.now());
  const where = and(
    readableBy(reader),
    since ? gte(lessons.createdAt, since) : undefined,
    options.search ? matchesSearch(options.search) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    selectLessons(ctx.db)
      .where(where)
      .orderBy(...ORDER[options.sort])
      .limit(LESSON_PAGE_SIZE)
      .offset((options.page - 1) * LESSON_PAGE_SIZE),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(lessons)
      .where(where),
  ]);
  return {
    lessons: await asLessons(ctx.db, reader, rows),
    total: count?.total ?? 0,
    page: options.page,
    pageSize: LESSON_PAGE_SIZE,
  };
}
