/** What the badge screens say (document 1 §8 'Badges'). */
export const BADGE_MESSAGES = {
  noBadgesOwn: 'You have no badges.',
  noBadgesOther: 'This person has no badges.',
  summaryTitle: 'Badge Summary',
} as const;
