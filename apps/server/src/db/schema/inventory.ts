import { check, doublePrecision, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { projects, wbs } from './projects.js';
import { users } from './users.js';

/**
 * A kind of item (document 3 §3 'Inventory type item'): category is one of Materials,
 * Consumables, Equipments, Tools, Reusables; unit is how quantities are counted (bags, m, each).
 */
export const inventoryTypes = pgTable(
  'inventory_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default('each'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inventory_types_name_idx').on(t.category, sql`lower(${t.name})`)],
);

/** Stock of one type held by a project, or by one WBS of it (wbsId set). */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => inventoryTypes.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    wbsId: uuid('wbs_id').references(() => wbs.id, { onDelete: 'cascade' }),
    quantity: doublePrecision('quantity').notNull().default(0),
    wasted: doublePrecision('wasted').notNull().default(0),
    /** Total spent on this stock, in US dollars. */
    costUsd: numeric('cost_usd', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_items_project_idx').on(t.projectId, t.wbsId),
    check('inventory_items_quantity_check', sql`${t.quantity} >= 0 and ${t.wasted} >= 0 and ${t.costUsd} >= 0`),
  ],
);

/**
 * Every change to stock: kind is 'purchase', 'waste', 'transfer-out', 'transfer-in' or 'update';
 * the building-management area reads the same history.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    quantity: doublePrecision('quantity').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    otherProjectId: uuid('other_project_id').references(() => projects.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_movements_item_idx').on(t.itemId, t.at)],
);
