import { z } from '../zod.js';
import { once } from '../contracts/once.js';

/** A badge as people see it (document 1 §3 'Badge'). */
export const badgeSummarySchema = once(() =>
  z.object({
    id: z.uuid(),
    badgeName: z.string(),
    type: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    ranking: z.number().int(),
  }),
);
export type BadgeSummary = z.infer<ReturnType<typeof badgeSummarySchema>>;

/** One badge a person holds: the 'badge collection item' of document 1 §3. */
export const badgeCollectionItemSchema = once(() =>
  z.object({
    badge: badgeSummarySchema(),
    count: z.number().int(),
    lastModified: z.string().describe('ISO instant of the last award or change.'),
    earnedDates: z.array(z.string()).describe('Pacific dates (YYYY-MM-DD) the badge was earned, oldest first.'),
    hasBadgeDeletionImpact: z.boolean(),
    /** A Personal Max badge shows the hours of the personal best it stands for (document 4 §7); null for others. */
    hours: z.number().nullable(),
    isNew: z.boolean().describe('Changed since the person last looked at their Badges tab, and not excluded from the count (isNewBadge).'),
  }),
);
export type BadgeCollectionItem = z.infer<ReturnType<typeof badgeCollectionItemSchema>>;
