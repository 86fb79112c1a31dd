import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { externalTeamMembers, purchaseRequests } from './building.js';
import { inventoryTypes } from './inventory.js';
import { bytea } from './lessons.js';
import { projects } from './projects.js';
import { users } from './users.js';

/** A picture of a unit, a condition update or a site issue, checked by its content when it arrived. */
export const buildingImages = pgTable('building_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tool and equipment codes come from one sequence: unique, never reused (issue 44). */
export const toolUnitCodeSeq = pgSequence('tool_unit_code_seq', { startWith: 1 });

/**
 * One tool or piece of equipment (document 3 §3 'Equipment or tool item'): a unit of a type of
 * category Tools or Equipments, with its code, project, ownership and condition. The holder (a
 * volunteer or an external team member, never both) is on the row, so a check-out is one
 * compare-and-set on it: one holder at a time, decided by the database. A retired unit (end of
 * life, returned) stays for its history.
 */
export const toolUnits = pgTable(
  'tool_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => inventoryTypes.id, { onDelete: 'restrict' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    ownership: text('ownership').notNull().default('Purchased'),
    rentedOn: date('rented_on', { mode: 'string' }),
    rentalDue: date('rental_due', { mode: 'string' }),
    condition: text('condition').notNull().default('New'),
    holderUserId: uuid('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    holderExternalId: uuid('holder_external_id').references(() => externalTeamMembers.id, { onDelete: 'set null' }),
    heldSince: timestamp('held_since', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** What the tool type form said of the purchase or rental (document 3 §3). */
    invoice: text('invoice').notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2, mode: 'number' }),
    currency: text('currency'),
    purchaseRequestId: uuid('purchase_request_id').references(() => purchaseRequests.id, { onDelete: 'set null' }),
    imageId: uuid('image_id').references(() => buildingImages.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tool_units_code_idx').on(t.code),
    index('tool_units_project_idx').on(t.projectId, t.typeId),
    index('tool_units_holder_idx').on(t.holderUserId),
    check('tool_units_ownership_check', sql`${t.ownership} in ('Purchased', 'Rental')`),
    check(
      'tool_units_rental_check',
      sql`(${t.ownership} = 'Rental') = (${t.rentedOn} is not null) and (${t.rentalDue} is null or ${t.rentalDue} > ${t.rentedOn})`,
    ),
    check('tool_units_condition_check', sql`${t.condition} in ('New', 'Good', 'Worn', 'Needs Repair', 'Needs Replacing', 'Lost')`),
    check('tool_units_one_holder_check', sql`${t.holderUserId} is null or ${t.holderExternalId} is null`),
    check('tool_units_held_check', sql`(${t.holderUserId} is null and ${t.holderExternalId} is null) = (${t.heldSince} is null)`),
  ],
);

/** The append-only log of check-outs and check-ins (document 3 §3 logRecord; the tool log payload). */
export const toolUnitLog = pgTable(
  'tool_unit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => toolUnits.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    holderUserId: uuid('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    holderExternalId: uuid('holder_external_id').references(() => externalTeamMembers.id, { onDelete: 'set null' }),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tool_unit_log_unit_idx').on(t.unitId, t.at),
    check('tool_unit_log_action_check', sql`${t.action} in ('Check Out', 'Check In')`),
  ],
);

/**
 * A condition update of a unit (document 3 §3 'Update-status form'): the status reported, who last
 * used it and for what, whether it needs replacing, a picture, a description and an optional note
 * sent to the project's managers.
 */
export const toolUnitUpdates = pgTable(
  'tool_unit_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => toolUnits.id, { onDelete: 'cascade' }),
    updateDate: date('update_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    condition: text('condition').notNull(),
    lastUsedBy: text('last_used_by').notNull().default(''),
    lastUsedFor: text('last_used_for').notNull().default(''),
    replacementRequired: boolean('replacement_required').notNull().default(false),
    imageId: uuid('image_id').references(() => buildingImages.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    note: text('note').notNull().default(''),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tool_unit_updates_unit_idx').on(t.unitId, t.at),
    check(
      'tool_unit_updates_status_check',
      sql`${t.status} in ('Working well', 'Broken/Needs repair', 'Stolen/Lost', 'End of life', 'Returned')`,
    ),
  ],
);

/** A site issue of a project (issue 44): open or closed, with who raised and closed it. */
export const siteIssues = pgTable(
  'site_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageIds: uuid('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status').notNull().default('Open'),
    raisedBy: uuid('raised_by').references(() => users.id, { onDelete: 'set null' }),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('site_issues_project_idx').on(t.projectId, t.status, t.raisedAt),
    check('site_issues_status_check', sql`${t.status} in ('Open', 'Closed')`),
    check('site_issues_closed_check', sql`(${t.status} = 'Closed') = (${t.closedAt} is not null)`),
  ],
);
