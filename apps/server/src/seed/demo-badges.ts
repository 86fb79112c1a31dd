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
    badgeName: '10 Hours for 3 Weeks',
    type: 'X Hours for X Week Streak',
    totalHrs: 10,
    weeks: 3,
    ranking: 5,
    label: '3W',
    colour: '#2f9e44',
    description: 'At least 10 tangible hours every week for three weeks in a row.',
  },
  {
    badgeName: '20 Hours of Housing',
    type: 'Total Hrs in Category',
    totalHrs: 20,
    category: 'Housing',
    ranking: 6,
    label: '20',
    colour: '#c2255c',
    description: '20 tangible hours on Housing projects.',
  },
  {
    badgeName: 'Team Lead of 5+',
    type: 'Lead a team of X+',
    people: 5,
    ranking: 7,
    label: 'L5',
    colour: '#0c8599',
    description: 'Leads a team of at least five volunteers.',
  },
  {
    badgeName: 'Clean Month',
    type: 'No Infringement Streak',
    months: 1,
    ranking: 8,
    label: '1M',
    colour: '#5c940d',
    description: 'A month without a blue square.',
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

/**
 * The demo's badges, one or more of every type. Only the Custom badge is given here, by hand as an
 * administrator would; every other badge comes from the weekly closes the demo runs (demo-closes.ts).
 */
export async function seedDemoBadges(tx: Tx, now: Date, userIds: string[]): Promise<void> {
  const rows = await tx
    .insert(badges)
    .values(DEMO_BADGES.map(({ label, colour, ...b }) => ({ ...b, imageUrl: badgeImage(label, colour) })))
    .returning({ id: badges.id, type: badges.type });
  const custom = rows.find((b) => b.type === 'Custom');
  if (!custom) return;
  const given = addDays(pacificWeek(now, 2).start, 3);
  const awards = userIds
    .filter((_, i) => i % 6 === 5)
    .map((userId) => ({ userId, badgeId: custom.id, earnedDates: [given], lastModified: new Date(`${given}T18:00:00Z`) }));
  if (awards.length) await tx.insert(userBadges).values(awards);
}
