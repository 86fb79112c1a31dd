import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  roleName: text('role_name').notNull().unique(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  builtIn: boolean('built_in').notNull().default(false),
});

export const rolePresets = pgTable(
  'role_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roleName: text('role_name').notNull(),
    presetName: text('preset_name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('role_presets_role_idx').on(t.roleName)],
);

/** Who changed which permissions of a role or a user, and when. */
export const permissionChanges = pgTable(
  'permission_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    targetKind: text('target_kind', { enum: ['role', 'user'] }).notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull(),
    added: text('added').array().notNull(),
    removed: text('removed').array().notNull(),
  },
  (t) => [index('permission_changes_at_idx').on(t.at)],
);
