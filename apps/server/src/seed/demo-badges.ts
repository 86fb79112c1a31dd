import { addDays, pacificWeek } from '@goodhours/domain';
import type { Tx } from '../db/client.js';
import { badges, userBadges } from '../db/schema/index.js';

interface DemoBadge {
  badgeName: string;
  type: string;
  description: string;
  ranking: number;
  multiple?: number;
  totalHrs?: number;
  weeks?: number;
  months?: number;
  people?: number;
  category?: string;
}

const DEMO_BADGES: DemoBadge[] = [
  {
    badgeName: 'Double Commitment',
    type: 'Minimum Hours Multiple',
    multiple: 2,
    ranking: 1,
    description: 'Logged twice your weekly commitment in one week.',
  },
  {
    badgeName: 'Full Commitment',
    type: 'Minimum Hours Multiple',
    multiple: 1,
    ranking: 4,
    description: 'Logged your full weekly commitment.',
  },
  {
    badgeName: 'Personal Best',
    type: 'Personal Max',
    ranking: 2,
    description: 'Beat your own most hours in a week.',
  },
  {
    badgeName: 'Most Hours This Week',
    type: 'Most Hrs in Week',
    ranking: 3,
    description: 'Logged the most tangible hours of anyone last week.',
  },
  {
    badgeName: '10 Hours for 3 Weeks',
    type: 'X Hours for X Week Streak',
    totalHrs: 10,
    weeks: 3,
    ranking: 5,
    description: 'At least 10 tangible hours every week for three weeks in a row.',
  },
  {
    badgeName: '20 Hours of Housing',
    type: 'Total Hrs in Category',
    totalHrs: 20,
    category: 'Housing',
    ranking: 6,
    description: '20 tangible hours on Housing projects.',
  },
  {
    badgeName: 'Team Lead of 5+',
    type: 'Lead a team of X+',
    people: 5,
    ranking: 7,
    description: 'Leads a team of at least five volunteers.',
  },
  {
    badgeName: 'Clean Month',
    type: 'No Infringement Streak',
    months: 1,
    ranking: 8,
    description: 'A month without a blue square.',
  },
  {
    badgeName: 'Kind Word',
    type: 'Custom',
    ranking: 0,
    description: 'Given by hand for helping another volunteer.',
  },
];

/**
 * The demo's badges, one or more of every type, without pictures of their own: the web app draws
 * each with the designed picture of its type (features/badges/badge-designs.ts). Only the Custom
 * badge is given here, by hand as an administrator would; every other badge comes from the weekly
 * closes the demo runs (demo-closes.ts).
 */
export async function seedDemoBadges(tx: Tx, now: Date, userIds: string[]): Promise<void> {
  const rows = await tx.insert(badges).values(DEMO_BADGES).returning({ id: badges.id, type: badges.type });
  const custom = rows.find((b) => b.type === 'Custom');
  if (!custom) return;
  const given = addDays(pacificWeek(now, 2).start, 3);
  const awards = userIds
    .filter((_, i) => i % 6 === 5)
    .map((userId) => ({ userId, badgeId: custom.id, earnedDates: [given], lastModified: new Date(`${given}T18:00:00Z`) }));
  if (awards.length) await tx.insert(userBadges).values(awards);
}
