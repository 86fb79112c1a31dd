import { sql } from 'drizzle-orm';
import type { PlaceLocation, ProfileLink } from '@goodhours/domain';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    isProtected: boolean('is_protected').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    frontPermissions: text('front_permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    removedDefaultPermissions: text('removed_default_permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    teamCode: text('team_code').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    weeklyCommittedHours: integer('weekly_committed_hours').notNull().default(10),
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    profilePic: text('profile_pic'),
    phoneNumber: text('phone_number').notNull().default(''),
    /** The person's privacySettings (document 3 §3): whether teammates see the e-mail and phone (decision 023). */
    showEmail: boolean('show_email').notNull().default(true),
    showPhoneNumber: boolean('show_phone_number').notNull().default(true),
    isRehireable: boolean('is_rehireable').notNull().default(true),
    isArchived: boolean('is_archived').notNull().default(false),
    reactivationDate: date('reactivation_date', { mode: 'string' }),
    adminLinks: jsonb('admin_links').$type<ProfileLink[]>().notNull().default([]),
    personalLinks: jsonb('personal_links').$type<ProfileLink[]>().notNull().default([]),
    mediaUrl: text('media_url').notNull().default(''),
    /** Running totals kept by every time-entry change, in seconds (document 4 §4). */
    totalTangibleSeconds: bigint('total_tangible_seconds', { mode: 'number' }).notNull().default(0),
    totalIntangibleSeconds: bigint('total_intangible_seconds', { mode: 'number' }).notNull().default(0),
    /** Tangible seconds per project category. */
    /** 'Required' (default), 'Not Required', 'Team', ... (document 2 §3); shown as Color in team views. */
    weeklySummaryOption: text('weekly_summary_option').notNull().default('Required'),
    /** Hours to make up, added to the commitment (document 2 §9 'Hours target'); kept by the weekly close. */
    missedHours: doublePrecision('missed_hours').notNull().default(0),
    /** The most tangible hours logged in a closed week (personalBestMaxHrs, document 4 §6). */
    personalBestMaxHrs: doublePrecision('personal_best_max_hrs').notNull().default(0),
    /** When the person last looked at their Badges tab: badges changed after it are new (isNewBadge); null, never. */
    badgesSeenAt: timestamp('badges_seen_at', { withTimezone: true }),
    /** Asked for the weekly summaries digest of their teams after each weekly close (document 4 §9). */
    summaryDigest: boolean('summary_digest').notNull().default(false),
    /** Receives announcements (their choice; an unsubscribe link turns it off). Account notices always go. */
    announcementEmails: boolean('announcement_emails').notNull().default(true),
    /** The Pacific week (its Sunday) in which the weekly hours bell was last dismissed. */
    hoursBellSeenWeek: date('hours_bell_seen_week', { mode: 'string' }),
    /** When this person last copied the AI prompt. */
    aiPromptCopiedAt: timestamp('ai_prompt_copied_at', { withTimezone: true }),
    bioPosted: text('bio_posted', { enum: ['posted', 'default', 'requested'] })
      .notNull()
      .default('default'),
    /**
     * Where the person lives (document 1 §3 Location), city level: what they typed, the city and
     * country it was found as, and its coordinates. Set by the location flow (issue 20); the total
     * org summary counts volunteers by country from it.
     */
    locationUserProvided: text('location_user_provided').notNull().default(''),
    locationCity: text('location_city').notNull().default(''),
    locationCountry: text('location_country').notNull().default(''),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    /** Another country the person calls home (lived there 10+ years), chosen at setup; null when none (document 3 §3 homeCountry). */
    homeCountry: jsonb('home_country').$type<PlaceLocation>(),
    /** The video-call tool the person prefers (document 3 §2.1; 'Zoom' unless they said otherwise). */
    collaborationPreference: text('collaboration_preference').notNull().default('Zoom'),
    /** Added to the summaries written to give the valid count the weekly summaries report shows (totalValidWeeklySummaries). */
    validSummariesAdjustment: integer('valid_summaries_adjustment').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    index('users_name_idx').on(t.firstName, t.lastName),
    index('users_active_idx').on(t.isActive, t.isArchived),
  ],
);

export type UserRow = typeof users.$inferSelect;
