import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The development-team questionnaire's questions (document 3 §3 questionnaire question): the
 * Owner edits their title and text; `page` and `qno` place each one on the form.
 */
export const hgnQuestions = pgTable(
  'hgn_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    page: integer('page').notNull(),
    qno: integer('qno').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('hgn_questions_page_qno').on(t.page, t.qno)],
);

/**
 * One development-team questionnaire per person (document 3 §3 development-team submission):
 * its answers are saved page by page while it is a draft, and kept once submitted. The skill
 * ratings the Owner searches on sit in `answers` (frontend, backend) as numbers.
 */
export const hgnSubmissions = pgTable('hgn_submissions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Technical-support and advisory questionnaires as submitted (document 3 §2.4): the answers, the
 * version of the agreement the person agreed to, who signed it (as typed and as signed in) and when.
 */
export const tsaSubmissions = pgTable(
  'tsa_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    agreementVersion: text('agreement_version').notNull(),
    signedName: text('signed_name').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tsa_submissions_submitted_idx').on(t.submittedAt)],
);
