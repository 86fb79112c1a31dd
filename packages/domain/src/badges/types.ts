/** A badge as people see it (document 1 §3 'Badge'). */
export interface BadgeSummary {
  id: string;
  badgeName: string;
  type: string;
  description: string;
  imageUrl: string;
  ranking: number;
}

/** One badge a person holds: the 'badge collection item' of document 1 §3. */
export interface BadgeCollectionItem {
  badge: BadgeSummary;
  count: number;
  /** ISO instant of the last award or change. */
  lastModified: string;
  /** Pacific dates (YYYY-MM-DD) the badge was earned, oldest first. */
  earnedDates: string[];
  hasBadgeDeletionImpact: boolean;
}
