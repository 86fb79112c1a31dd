import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.js';
import { users } from './users.js';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Lessons learned (document 3 §2.7, §3 Lesson). `total_likes` is a running total kept with each
 * like; `search_text` (title, content and tags) is kept by the service for the full-text index.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The roles that may read it (View by); empty means everyone signed in. */
    allowedRoles: text('allowed_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totalLikes: integer('total_likes').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lessons_created_idx').on(t.createdAt),
    index('lessons_tags_idx').using('gin', t.tags),
    index('lessons_search_idx').using('gin', sql`to_tsvector('english', ${t.searchText})`),
  ],
);

/** One like per person per lesson: the primary key makes a second like impossible, however quick the clicks. */
export const lessonLikes = pgTable(
  'lesson_likes',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.userId] })],
);

/** The tag catalogue offered when writing a lesson (document 3 §7 building-management tags). */
export const lessonTags = pgTable('lesson_tags', {
  name: text('name').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A lesson's appendix files, kept outside the lesson's row. */
export const lessonFiles = pgTable(
  'lesson_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lesson_files_lesson_idx').on(t.lessonId)],
);
