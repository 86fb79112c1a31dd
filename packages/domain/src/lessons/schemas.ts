import { z } from '../zod.js';
import { ROLES } from '../roles.js';
import { appendixFilesField } from './appendix.js';
import { isBlankHtml, LESSON_FILTERS, LESSON_SORTS } from './list-options.js';
import { LESSON_MESSAGES as M } from './messages.js';
import { lessonTagsField } from './tags.js';
import { once } from '../contracts/once.js';

export const LESSON_TITLE_MAX = 40;
/** The HTML of a lesson's content may be this long. */
export const LESSON_CONTENT_MAX = 100_000;
/** A lesson's body with three 2 MB appendix files in base64 fits in this (the server's default is 2 MB). */
export const LESSON_BODY_LIMIT = 9 * 1024 * 1024;
export const LESSON_SEARCH_MAX = 200;

/** A lesson's content (Write a Lesson, or the summary edited in place): rich-text HTML with some text in it. */
const contentField = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .max(LESSON_CONTENT_MAX, M.contentTooLong)
    .refine((html) => !isBlankHtml(html), emptyMessage);

/**
 * The lesson form (document 3 §2.7, §3 Lesson, §5): Lesson Title (required, at most 40), Write a
 * Lesson (required), the tags (trimmed, inner spaces collapsed, duplicates ignored, at least one),
 * Belongs to (a project), View by (the roles that may read it; none chosen means everyone signed
 * in) and the appendix files. The author is the caller.
 */
export const lessonInput = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(LESSON_TITLE_MAX, M.titleTooLong),
  content: contentField(M.contentRequired),
  tags: lessonTagsField,
  projectId: z.uuid({ error: M.needProject }),
  allowedRoles: z
    .array(z.enum(ROLES, { error: M.roleInvalid }), { error: M.roleInvalid })
    .max(ROLES.length * 2, M.roleInvalid)
    .default([])
    .transform((roles) => [...new Set(roles)]),
  files: appendixFilesField,
});
export type LessonInput = z.input<typeof lessonInput>;

/** `PUT /api/lessons/{id}` (document 3 §7: PUT lesson by id with content): the summary edited in place. */
export const lessonContentInput = z.object({ content: contentField(M.summaryEmpty) });
export type LessonContentInput = z.input<typeof lessonContentInput>;

export const lessonParams = once(() => z.object({ id: z.uuid({ error: M.lessonNotFound }) }));
export const lessonFileParams = once(() =>
  z.object({
    id: z.uuid({ error: M.lessonNotFound }),
    fileId: z.uuid({ error: M.fileNotFound }),
  }),
);

/** `GET /api/lessons`: the filter, the order, the full-text search over title, content and tags, and the page. */
export const listLessonsQuery = once(() =>
  z.object({
    filter: z.enum(LESSON_FILTERS).default('none'),
    sort: z.enum(LESSON_SORTS).default('newest'),
    search: z.string().trim().max(LESSON_SEARCH_MAX).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
);
export type ListLessonsQuery = z.input<ReturnType<typeof listLessonsQuery>>;

const named = once(() => z.object({ id: z.uuid(), name: z.string() }));

/** An appendix file as lists show it; its content is downloaded on its own. */
export const lessonFileSchema = once(() =>
  z.object({
    id: z.uuid(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
  }),
);

/** A lesson as its reader sees it (document 3 §3 Lesson), with what the reader may do with it. */
export const lessonSchema = once(() =>
  z.object({
    id: z.uuid(),
    title: z.string(),
    /** The day it was written, in the organisation's calendar (YYYY-MM-DD). */
    date: z.string().describe('YYYY-MM-DD, America/Los_Angeles'),
    createdAt: z.string().describe('ISO date-time'),
    content: z.string().describe('Sanitised HTML'),
    tags: z.array(z.string()),
    author: named().nullable().describe('Null when the author’s account was deleted'),
    relatedProject: named().nullable().describe('Null when the project was deleted'),
    allowedRoles: z.array(z.string()).describe('The roles that may read it; empty: everyone signed in'),
    totalLikes: z.number().int(),
    likedByMe: z.boolean(),
    isAuthor: z.boolean().describe('The reader wrote it: they may edit the summary and delete it'),
    files: z.array(lessonFileSchema()),
  }),
);
export type Lesson = z.output<ReturnType<typeof lessonSchema>>;

export const lessonPageSchema = once(() =>
  z.object({
    lessons: z.array(lessonSchema()),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type LessonPage = z.output<ReturnType<typeof lessonPageSchema>>;

/** The answer of a like or an unlike: the running total and whether the caller likes it now. */
export const lessonLikesSchema = once(() => z.object({ totalLikes: z.number().int(), likedByMe: z.boolean() }));
export type LessonLikes = z.output<ReturnType<typeof lessonLikesSchema>>;
