import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inventoryTypes } from './inventory.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A request to buy stock of a type for a project (document 3 §3 purchaseRecord). status moves
 * Pending → Approved or Rejected → Received, or Pending → Cancelled by the requester; each move is
 * a compare-and-set on status. Stock rises once, at Received, by the received quantity.
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => inventoryTypes.id, { onDelete: 'restrict' }),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    priority: text('priority').notNull(),
    brand: text('brand').notNull().default(''),
    /** Tools and equipment: how long they will be used, and for what. */
    usageTime: text('usage_time').notNull().default(''),
    usageDescription: text('usage_description').notNull().default(''),
    status: text('status').notNull().default('Pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedQuantity: numeric('received_quantity', { precision: 14, scale: 3, mode: 'number' }),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2, mode: 'number' }),
    currency: text('currency'),
  },
  (t) => [
    index('purchase_requests_project_idx').on(t.projectId, t.typeId, t.requestedAt),
    index('purchase_requests_status_idx').on(t.status, t.requestedAt),
    check('purchase_requests_status_check', sql`${t.status} in ('Pending', 'Approved', 'Rejected', 'Received', 'Cancelled')`),
    check('purchase_requests_priority_check', sql`${t.priority} in ('Low', 'Medium', 'High')`),
    check('purchase_requests_quantity_check', sql`${t.quantity} > 0 and (${t.receivedQuantity} is null or ${t.receivedQuantity} > 0)`),
    check('purchase_requests_received_check', sql`(${t.status} = 'Received') = (${t.receivedAt} is not null)`),
  ],
);

/**
 * A person of a partner team who works on site but is not a volunteer (document 3 §3 'Team member
 * form'): no account; can later hold tools. The team 'other' is stored as 'External Team -
 * Non-volunteers' with the typed name in teamSpecify.
 */
export const externalTeamMembers = pgTable(
  'external_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    roleSpecify: text('role_specify').notNull().default(''),
    team: text('team').notNull(),
    teamSpecify: text('team_specify').notNull().default(''),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull().default('+1'),
    /** Ten digits, or empty. */
    phone: text('phone').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_team_members_email_idx').on(sql`lower(${t.email})`),
    check('external_team_members_phone_check', sql`${t.phone} ~ '^([0-9]{10})?$'`),
  ],
);
