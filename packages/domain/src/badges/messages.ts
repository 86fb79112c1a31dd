/** What the badge screens say (document 1 §8 'Badges'). */
export const BADGE_MESSAGES = {
  noBadgesOwn: 'You have no badges.',
  noBadgesOther: 'This person has no badges.',
  summaryTitle: 'Badge Summary',
  newTitle: 'New Badges Earned',
  seenTitle: 'Badges Seen Before',
  noNewOwn: 'No new badges since you last looked.',
  noNewOther: 'No new badges since this person last looked.',
  noneSeen: 'No badges seen before.',
  /** The Badges tab's notice: how many of its rows are new (isNewBadge). */
  newSinceOwn: (n: number) => `${String(n)} new badge${n === 1 ? '' : 's'} since you last looked.`,
  newSinceOther: (n: number) => `${String(n)} new badge${n === 1 ? '' : 's'} since this person last looked.`,
} as const;
