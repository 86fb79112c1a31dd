import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './projects.js';
import { users } from './users.js';

/** A proposed change to a task by someone who may only suggest (document 2 §5 'Task edit suggestions'). */
export const taskEditSuggestions = pgTable(
  'task_edit_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateSuggested: timestamp('date_suggested', { withTimezone: true }).notNull().defaultNow(),
    oldTask: jsonb('old_task').notNull(),
    newTask: jsonb('new_task').notNull(),
  },
  (t) => [index('task_edit_suggestions_task_idx').on(t.taskId), index('task_edit_suggestions_date_idx').on(t.dateSuggested)],
);

/** What changed on a task a person is assigned to, kept until that person marks it read. */
export const taskNotifications = pgTable(
  'task_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    oldTask: jsonb('old_task').notNull(),
    newTask: jsonb('new_task').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_notifications_user_idx').on(t.userId, t.taskId), index('task_notifications_task_idx').on(t.taskId)],
);
