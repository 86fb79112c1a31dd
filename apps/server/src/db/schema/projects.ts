import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectName: text('project_name').notNull(),
    category: text('category').notNull().default('Unspecified'),
    isActive: boolean('is_active').notNull().default(true),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  /** Names are unique ignoring case and whitespace: 'Earth Bag' and 'earthbag' are the same project. */
  (t) => [uniqueIndex('projects_name_key_idx').on(sql`lower(regexp_replace(${t.projectName}, '\\s', '', 'g'))`)],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

export const wbs = pgTable(
  'wbs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    wbsName: text('wbs_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wbs_project_idx').on(t.projectId)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wbsId: uuid('wbs_id')
      .notNull()
      .references(() => wbs.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    num: text('num').notNull(),
    level: integer('level').notNull().default(1),
    taskName: text('task_name').notNull(),
    priority: text('priority').notNull().default('Primary'),
    status: text('status').notNull().default('Not Started'),
    isAssigned: boolean('is_assigned').notNull().default(false),
    hoursBest: doublePrecision('hours_best').notNull().default(0),
    hoursWorst: doublePrecision('hours_worst').notNull().default(0),
    hoursMost: doublePrecision('hours_most').notNull().default(0),
    estimatedHours: doublePrecision('estimated_hours').notNull().default(0),
    hoursLogged: doublePrecision('hours_logged').notNull().default(0),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Links submitted for review (document 2 §4 'Task review'). */
    relatedWorkLinks: text('related_work_links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    classification: text('classification').notNull().default(''),
    whyInfo: text('why_info').notNull().default(''),
    intentInfo: text('intent_info').notNull().default(''),
    endstateInfo: text('endstate_info').notNull().default(''),
    startedDatetime: timestamp('started_datetime', { withTimezone: true }),
    dueDatetime: timestamp('due_datetime', { withTimezone: true }),
    /** How many times the due date was moved later: Team Member Tasks shows it as the deadline follow-up count. */
    deadlineCount: integer('deadline_count').notNull().default(0),
    /** When the status last became 'Complete' (null otherwise); set by a trigger (migration 0016) on every path. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_wbs_parent_idx').on(t.wbsId, t.parentId),
    index('tasks_completed_idx').on(t.completedAt),
    index('tasks_project_idx').on(t.projectId),
    // A task's subtree is one range of this index: its number up to its number followed by '/'
    // (reading roll-ups, moving a task; decision 021).
    index('tasks_wbs_num_idx').on(t.wbsId, sql`num collate "C"`),
  ],
);

export const taskResources = pgTable(
  'task_resources',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedTask: boolean('completed_task').notNull().default(false),
    reviewStatus: text('review_status').notNull().default('Unsubmitted'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_resources_user_idx').on(t.userId)],
);
