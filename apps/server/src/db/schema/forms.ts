import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A form is data (issue 21): its definition lives in versions; saving a changed form adds a
 * version, and each response stays tied to the version it answered.
 */
export const forms = pgTable('forms', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** 'general' (/form, /formviewer) or 'job' (a job's application form, /jobformbuilder). */
  kind: text('kind').notNull(),
  currentVersion: integer('current_version').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const formVersions = pgTable(
  'form_versions',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Title, description and questions, as the domain's one form-definition schema reads them. */
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.version] })],
);

export const formResponses = pgTable(
  'form_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** [{ questionId, answer }]; multi-select answers joined by commas (document 3 §3). */
    answers: jsonb('answers').$type<unknown[]>().notNull(),
    /** The signed-in person who answered, if any (a job application may be anonymous). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The job applied for, when the form is a job's application form. */
    jobId: uuid('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_responses_form_idx').on(t.formId, t.createdAt)],
);

/** Job ads (document 3 §2.5, §3 Job), managed by the Owner; the public sees published ones on /collaboration. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    datePosted: timestamp('date_posted', { withTimezone: true }).notNull(),
    /** The application form (a form of kind 'job'). */
    formId: uuid('form_id').references(() => forms.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('jobs_category_idx').on(t.category, t.datePosted),
    index('jobs_search_idx').using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.description})`),
  ],
);

/** The job notification copy lists (document 3 §2.5, §7): who is emailed about each application, per job or per category. */
export const jobCopyList = pgTable(
  'job_copy_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    category: text('category'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('job_copy_list_job_email').on(t.jobId, t.email),
    uniqueIndex('job_copy_list_category_email').on(t.category, t.email),
    check('job_copy_list_one_target', sql`(${t.jobId} is null) <> (${t.category} is null)`),
  ],
);
