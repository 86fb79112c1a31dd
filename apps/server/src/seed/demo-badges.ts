import { addDays, pacificWeek } from '@goodhours/domain';
import type { Tx } from '../db/client.js';
import { badges, userBadges } from '../db/schema/index.js';

interface DemoBadge {
  badgeName: string;
  type: string;
  description: string;
  ranking: number;
  label: string;
  colour: string;
  multiple?: number;
  totalHrs?: number;
  weeks?: number;
  category?: string;
}

const DEMO_BADGES: DemoBadge[] = [
  {
    badgeName: 'Double Commitment',
    type: 'Minimum Hours Multiple',
    multiple: 2,
    ranking: 1,
    label: '2x',
    colour: '#7048e8',
    description: 'Logged twice your weekly commitment in one week.',
  },
  {
    badgeName: 'Full Commitment',
    type: 'Minimum Hours Multiple',
    multiple: 1,
    ranking: 4,
    label: '1x',
    colour: '#1c7ed6',
    description: 'Logged your full weekly commitment.',
  },
  {
    badgeName: 'Personal Best',
    type: 'Personal Max',
    ranking: 2,
    label: 'MAX',
    colour: '#e8590c',
    description: 'Beat your own most hours in a week.',
  },
  {
    badgeName: 'Most Hours This Week',
    type: 'Most Hrs in Week',
    ranking: 3,
    label: 'TOP',
    colour: '#f08c00',
    description: 'Logged the most tangible hours of anyone last week.',
  },
  {
    badgeName: '10 Hours for 4 Weeks',
    type: 'X Hours for X Week Streak',
    totalHrs: 10,
    weeks: 4,
    ranking: 5,
    label: '4W',
    colour: '#2f9e44',
    description: 'At least 10 hours every week for four weeks.',
  },
  {
    badgeName: '50 Hours of Housing',
    type: 'Total Hrs in Category',
    totalHrs: 50,
    category: 'Housing',
    ranking: 6,
    label: '50',
    colour: '#c2255c',
    description: '50 tangible hours on Housing projects.',
  },
  {
    badgeName: 'Kind Word',
    type: 'Custom',
    ranking: 0,
    label: '♥',
    colour: '#d6336c',
    description: 'Given by hand for helping another volunteer.',
  },
];

/** A round badge picture drawn as SVG, so the demo needs no image files. */
function badgeImage(label: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="${colour}"/><circle cx="32" cy="32" r="24" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<text x="32" y="38" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Demo badges, and a few awarded to most people over the last weeks (deterministic). */
export async function seedDemoBadges(tx: Tx, now: Date, userIds: string[]): Promise<void> {
  const rows = await tx
    .insert(badges)
    .values(DEMO_BADGES.map(({ label, colour, ...b }) => ({ ...b, imageUrl: badgeImage(label, colour) })))
    .returning({ id: badges.id });
  const closes = [1, 2, 3].map((weeksAgo) => addDays(pacificWeek(now, weeksAgo).start, 7));
  const awards: (typeof userBadges.$inferInsert)[] = [];
  userIds.forEach((userId, i) => {
    if (i % 5 === 4) return;
    const held = rows.filter((_, b) => (i + b) % 3 === 0);
    held.forEach((badge, b) => {
      const count = ((i + b) % 3) + 1;
      const earnedDates = closes.slice(0, count).reverse();
      const last = earnedDates.at(-1) as string;
      awards.push({ userId, badgeId: badge.id, count, earnedDates, lastModified: new Date(`${last}T08:05:00Z`) });
    });
  });
  if (awards.length) await tx.insert(userBadges).values(awards);
}
