import { z } from '../zod.js';
import { calendarDate } from '../contracts/common.js';
import { PICTURE_KINDS, readUpload, withDetectedType } from '../contracts/upload-content.js';
import { BADGE_TYPES } from './rules.js';
import { badgeSummarySchema } from './types.js';
import { once } from '../contracts/once.js';

/** What badge management and assignment say (document 1 §8 'Badges'; our wording where it gives none). */
export const BADGE_ADMIN_MESSAGES = {
  nameRequired: 'Please enter a name for the badge.',
  nameTaken: 'A badge with this name already exists.',
  typeInvalid: 'Please choose one of the badge types.',
  multipleRequired: 'Enter the multiple of the weekly commitment, more than 0 and at most 168.',
  hoursRequired: 'Enter the hours, more than 0 and at most 100,000.',
  weeksRequired: 'Enter the number of weeks, from 1 to 520.',
  monthsRequired: 'Enter the number of months, from 1 to 120.',
  peopleRequired: 'Enter the number of people, from 1 to 10,000.',
  categoryRequired: 'Choose the project category.',
  rankingInvalid: 'The ranking is a whole number from 0 to 9999.',
  imageInvalid: 'The picture must be a PNG, JPEG, GIF or WebP image of at most 200 KB.',
  badgeNotFound: 'That badge does not exist.',
  noName: 'Please enter the first and last name of the person.',
  noBadges: 'Please select at least one badge.',
  userNotFound: "Can't find that user...",
  incompleteUser: 'That person’s profile is incomplete: it has no first or last name.',
  generic: 'Oops, something is wrong!',
  resetFailed: 'Failed to reset badge count',
  seenUpToInvalid: 'seenUpTo is an instant (ISO 8601, with its offset).',
  countInvalid: 'A count is a whole number from 1 to 1000.',
  newBadgesInvalid: 'The number of new badges is a whole number from 0 to 100,000.',
  datesInvalid: 'Earned dates are dates (YYYY-MM-DD).',
  modifyRefused: 'Changing how many times a person earned a badge needs the modifyBadgeAmount permission.',
  assigned: 'Badges assigned.',
} as const;

/** Badge pictures: a data URL of a PNG, JPEG, GIF or WebP image, judged by its bytes, at most 200 KB. */
export const BADGE_IMAGE_MAX_BYTES = 200 * 1024;

/** True when the data URL holds a picture of an allowed kind and size (whatever type it declares). */
export function isBadgeImage(dataUrl: string): boolean {
  return readUpload(dataUrl, PICTURE_KINDS, BADGE_IMAGE_MAX_BYTES).ok;
}

/** The bounds of a badge's numbers (int4 columns for the whole ones; hours and multiples as people can log them). */
export const BADGE_RANKING_MAX = 9999;
/** A multiple of a weekly commitment: a week has 168 hours, and a commitment is at least 1. */
export const BADGE_MULTIPLE_MAX = 168;
/** Hours in a category or a streak week: a lifetime of full weeks. */
export const BADGE_HOURS_MAX = 100_000;
export const BADGE_WEEKS_MAX = 520;
export const BADGE_MONTHS_MAX = 120;
export const BADGE_PEOPLE_MAX = 10_000;
/** How many times one person may hold one badge (and so how many earned dates it keeps). */
export const BADGE_COUNT_MAX = 1000;

const M = BADGE_ADMIN_MESSAGES;
const positive = (message: string, max: number) => z.number({ error: message }).positive(message).max(max, message).nullable();
const count = (message: string, max: number) => z.number({ error: message }).int(message).min(1, message).max(max, message).nullable();

/** The longest badge name and description (the badge form shows each). */
export const BADGE_NAME_MAX = 100;
export const BADGE_DESCRIPTION_MAX = 1000;

/** A badge as it is created or changed: the criteria its type needs are required (document 4 §7). */
export const badgeInput = z
  .object({
    badgeName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(BADGE_NAME_MAX),
    description: z.string().trim().max(BADGE_DESCRIPTION_MAX).default(''),
    type: z.enum(BADGE_TYPES, { error: M.typeInvalid }),
    ranking: z
      .number({ error: M.rankingInvalid })
      .int(M.rankingInvalid)
      .min(0, M.rankingInvalid)
      .max(BADGE_RANKING_MAX, M.rankingInvalid)
      .default(0),
    multiple: positive(M.multipleRequired, BADGE_MULTIPLE_MAX).default(null),
    totalHrs: positive(M.hoursRequired, BADGE_HOURS_MAX).default(null),
    weeks: count(M.weeksRequired, BADGE_WEEKS_MAX).default(null),
    months: count(M.monthsRequired, BADGE_MONTHS_MAX).default(null),
    people: count(M.peopleRequired, BADGE_PEOPLE_MAX).default(null),
    category: z.string().trim().min(1, M.categoryRequired).nullable().default(null),
    excludedFromCount: z.boolean().default(false),
    /** A new picture as a data URL; left out, a changed badge keeps its picture. */
    image: z
      .string()
      .max(300_000, M.imageInvalid)
      .refine(isBadgeImage, M.imageInvalid)
      .transform((url) => withDetectedType(url, PICTURE_KINDS, BADGE_IMAGE_MAX_BYTES))
      .optional(),
  })
  .superRefine((b, ctx) => {
    const need = (field: 'multiple' | 'totalHrs' | 'weeks' | 'months' | 'people' | 'category', message: string) => {
      if (b[field] === null) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (b.type === 'Minimum Hours Multiple') need('multiple', M.multipleRequired);
    if (b.type === 'X Hours for X Week Streak' || b.type === 'Total Hrs in Category') need('totalHrs', M.hoursRequired);
    if (b.type === 'X Hours for X Week Streak') need('weeks', M.weeksRequired);
    if (b.type === 'Total Hrs in Category') need('category', M.categoryRequired);
    if (b.type === 'Lead a team of X+') need('people', M.peopleRequired);
    if (b.type === 'No Infringement Streak') need('months', M.monthsRequired);
  });
export type BadgeInput = z.input<typeof badgeInput>;

/** A badge as badge management shows it: its criteria, and how many people hold it. */
export const badgeAdminSchema = once(() =>
  badgeSummarySchema().extend({
    multiple: z.number().nullable(),
    totalHrs: z.number().nullable(),
    weeks: z.number().int().nullable(),
    months: z.number().int().nullable(),
    people: z.number().int().nullable(),
    category: z.string().nullable(),
    excludedFromCount: z.boolean(),
    holders: z.number().int().describe('People holding the badge: deleting it takes it from each of them.'),
  }),
);
export type BadgeAdmin = z.infer<ReturnType<typeof badgeAdminSchema>>;

/** One badge of a person's collection as it is assigned or changed. */
export const badgeCollectionEdit = z.object({
  badgeId: z.uuid({ error: M.badgeNotFound }),
  count: z.number({ error: M.countInvalid }).int(M.countInvalid).min(1, M.countInvalid).max(BADGE_COUNT_MAX, M.countInvalid).default(1),
  earnedDates: z.array(calendarDate(M.datesInvalid)).max(BADGE_COUNT_MAX, M.datesInvalid).default([]),
});

/**
 * PUT badge/assign/{userId} (document 1 §7): the person's whole collection after the change.
 * Duplicates are merged (counts added, dates joined). Adding badges, or earning one again with its
 * dates kept, needs assignBadges; lowering a count, editing dates or removing a badge needs
 * modifyBadgeAmount. A badge changed is new for the person until they look at their Badges tab
 * (isNewBadge); `newBadges`, which document 1 §7 names, is accepted and checked but changes
 * nothing: what is new is read from the rows, so no number sent can make the count disagree with them.
 */
export const assignBadgesInput = z.object({
  badgeCollection: z.array(badgeCollectionEdit).max(500),
  newBadges: z
    .number({ error: M.newBadgesInvalid })
    .int(M.newBadgesInvalid)
    .min(0, M.newBadgesInvalid)
    .max(100_000, M.newBadgesInvalid)
    .optional(),
});
export type AssignBadgesInput = z.input<typeof assignBadgesInput>;

/** How many of the person's badges are new (isNewBadge): the rows their Badges tab shows as new (badgecount calls). */
export const badgeCountSchema = once(() => z.object({ count: z.number().int() }));

/**
 * PUT badgecount/reset: the person looked at their Badges tab. `seenUpTo` is the last change the
 * tab showed (the latest lastModified of its new rows): a badge changed after it stays new. Left
 * out, everything up to now is seen.
 */
export const badgesSeenInput = z.object({ seenUpTo: z.iso.datetime({ offset: true, error: M.seenUpToInvalid }).optional() }).optional();

/** Merges duplicate badges of a collection: counts added, earned dates joined and sorted. */
export function mergeBadgeCollection<T extends { badgeId: string; count: number; earnedDates: string[] }>(items: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const seen = merged.get(item.badgeId);
    merged.set(
      item.badgeId,
      seen
        ? { ...seen, count: seen.count + item.count, earnedDates: [...seen.earnedDates, ...item.earnedDates].sort() }
        : { ...item, earnedDates: [...item.earnedDates].sort() },
    );
  }
  return [...merged.values()];
}
