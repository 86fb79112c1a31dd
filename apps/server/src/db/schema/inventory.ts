import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { projects, wbs } from './projects.js';
import { users } from './users.js';

/** An exact quantity: 3 decimals (2.5 m³, 0.125 t), never floating point (decision 070). */
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/**
 * A kind of item (document 3 §3 'Inventory type item'): category is one of Materials,
 * Consumables, Equipments, Tools, Reusables; unit is how quantities are counted (bags, m, each).
 * Fuel is an equipment type's (document 3 §9). A type still used is archived, never deleted.
 */
export const inventoryTypes = pgTable(
  'inventory_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull().default('each'),
    fuel: text('fuel'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('inventory_types_name_idx').on(t.category, sql`lower(${t.name})`)],
);

/** Each changed field of an item type: who, when, the old and the new value. */
export const inventoryTypeChanges = pgTable(
  'inventory_type_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => inventoryTypes.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_type_changes_type_idx').on(t.typeId, t.at)],
);

/**
 * Stock of one type held by a project, or by one WBS of it (wbsId set). The figures are running
 * totals of the item's movements, written in the same statement as each movement under the row's
 * lock: quantity (on hand) is the sum of their deltas; bought, used and wasted the sums of the
 * purchases, uses and wastes (decision 070). `minimum` is the low-stock line; `belowMinimum` says a
 * crossing below it was already told.
 */
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
    quantity: quantity('quantity').notNull().default(0),
    bought: quantity('bought').notNull().default(0),
    used: quantity('used').notNull().default(0),
    wasted: quantity('wasted').notNull().default(0),
    minimum: quantity('minimum'),
    belowMinimum: boolean('below_minimum').notNull().default(false),
    /** Total spent on this stock, in US dollars. */
    costUsd: numeric('cost_usd', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_items_project_idx').on(t.projectId, t.wbsId),
    uniqueIndex('inventory_items_place_idx').on(
      t.projectId,
      t.typeId,
      sql`coalesce(${t.wbsId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    check('inventory_items_quantity_check', sql`${t.quantity} >= 0 and ${t.wasted} >= 0 and ${t.costUsd} >= 0`),
    check('inventory_items_totals_check', sql`${t.bought} >= 0 and ${t.used} >= 0 and (${t.minimum} is null or ${t.minimum} >= 0)`),
  ],
);

/** Movements that lower what is on hand; the others raise it (a correction carries its sign). */
export const STOCK_DECREASES = ['use', 'waste', 'transfer-out'] as const;

/**
 * The stock ledger (decision 070): every change to stock, append-only (a trigger refuses updates
 * and deletes other than an item's own removal). kind is 'purchase', 'transfer-in',
 * 'transfer-out', 'use', 'waste' (reason 'wasted' or 'destroyed') or 'correction' (a signed
 * change of the count). A reversal repeats the reversed row's kind with the opposite quantity and
 * points at it. delta is the change to what is on hand, derived from kind and quantity.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    quantity: quantity('quantity').notNull(),
    delta: quantity('delta')
      .notNull()
      .generatedAlwaysAs(sql`case when kind in ('use', 'waste', 'transfer-out') then -quantity else quantity end`),
    reason: text('reason'),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => inventoryMovements.id, { onDelete: 'cascade' }),
    purchaseRequestId: uuid('purchase_request_id'),
    costUsd: numeric('cost_usd', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    otherProjectId: uuid('other_project_id').references(() => projects.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The day of the work, the server's, in the organisation's time zone. */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_item_idx').on(t.itemId, t.at),
    uniqueIndex('inventory_movements_reverses_idx').on(t.reversesId),
    check('inventory_movements_kind_check', sql`${t.kind} in ('purchase', 'transfer-in', 'transfer-out', 'use', 'waste', 'correction')`),
    check(
      'inventory_movements_sign_check',
      sql`${t.kind} = 'correction' or (${t.reversesId} is null and ${t.quantity} > 0) or (${t.reversesId} is not null and ${t.quantity} < 0)`,
    ),
    check(
      'inventory_movements_reason_check',
      sql`(${t.kind} = 'waste') = (${t.reason} is not null) and (${t.reason} is null or ${t.reason} in ('wasted', 'destroyed'))`,
    ),
  ],
);
