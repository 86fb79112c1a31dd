import { boolean, doublePrecision, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * People the Owner places on the team locations map without an account (document 3 §3 map
 * location, type 'm_user'). Their place is kept at city level, as members' are.
 */
export const mapPeople = pgTable('map_people', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  jobTitle: text('job_title').notNull(),
  locationUserProvided: text('location_user_provided').notNull(),
  locationCity: text('location_city').notNull().default(''),
  locationCountry: text('location_country').notNull().default(''),
  locationLat: doublePrecision('location_lat').notNull(),
  locationLng: doublePrecision('location_lng').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
