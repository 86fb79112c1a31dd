import { z } from '../zod.js';
import { hasPermission, type PermissionSubject } from '../permissions/has-permission.js';
import { roundHours } from '../time/display.js';
import { daysBetween } from '../time/week.js';
import type { OrganisationTotals } from './schemas.js';
import { once } from '../contracts/once.js';

export const LEADERBOARD_MESSAGES = {
  invisible: 'Note: You are currently invisible to the team(s) you are on.',
  noTeams: 'Please, create a team to use the filter.',
  emptyTeam: 'You have not selected a team or the selected team does not have any members.',
  fetchError: 'Error fetching team members',
  pleaseWait: 'Please wait for the users to appear in the Leaderboard table.',
  teamFilterRefused: 'Only Owners and Administrators may filter the leaderboard by team.',
  mouseoverSaved: 'Successfuly updated leaderboard',
  mouseoverRequired: 'Please enter the hover text.',
  defaultMouseover: 'Total time logged this week, tangible and intangible, by everyone on this leaderboard.',
} as const;

export const leaderboardQuery = once(() =>
  z.object({
    teamId: z.uuid({ error: 'Choose a team from the list.' }).optional(),
  }),
);

export const mouseoverInput = z.object({
  newMouseoverText: z
    .string({ error: LEADERBOARD_MESSAGES.mouseoverRequired })
    .trim()
    .min(1, { error: LEADERBOARD_MESSAGES.mouseoverRequired })
    .max(500, { error: 'The hover text can be at most 500 characters.' }),
});
export type MouseoverInput = z.infer<typeof mouseoverInput>;

/** Roles that see people with no weekly commitment too (document 2 §6 'Leaderboard'). */
const SEES_UNCOMMITTED = ['Administrator', 'Owner', 'Core Team'];

/** Who the shown person's leaderboard lists (document 4 §10 with document 2 §6). */
export function leaderboardScope(person: PermissionSubject & { role: string }): { everyone: boolean; withoutCommitment: boolean } {
  return {
    everyone: hasPermission(person, 'seeUsersInDashboard'),
    withoutCommitment: SEES_UNCOMMITTED.includes(person.role),
  };
}

/** The team filter is for Owners and Administrators (document 2 §6). */
export const mayFilterLeaderboardByTeam = (role: string): boolean => role === 'Owner' || role === 'Administrator';

/** The person bar: a 40-hour scale, capped at 100 %. */
export function personProgress(totalHours: number): number {
  return Math.min(100, roundHours((totalHours / 40) * 100));
}

/**
 * Colour of a person's hours against their required hours (`requiredHours`): red under half,
 * orange until met, then green, dark green at 1.25x, fuchsia at 1.5x and purple at 1.75x.
 */
export function hoursColour(tangibleHours: number, targetHours: number): string {
  if (targetHours <= 0) return tangibleHours > 0 ? 'green' : 'gray';
  const ratio = tangibleHours / targetHours;
  if (ratio >= 1.75) return 'grape';
  if (ratio >= 1.5) return 'pink';
  if (ratio >= 1.25) return 'teal';
  if (ratio >= 1) return 'green';
  if (ratio >= 0.5) return 'orange';
  return 'red';
}

/** Team names in the filter: 15 characters in the chosen value, 50 (27 on narrow screens) in the list. */
export function teamNameCut(name: string, max: 15 | 27 | 50): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}

/** The organisation bar's colour: green once the total reaches twice 10 % of the committed hours. */
export function organisationColour(totals: Pick<OrganisationTotals, 'totalHours' | 'weeklyCommittedHours'>): 'green' | 'red' {
  return totals.totalHours >= totals.weeklyCommittedHours * 0.1 * 2 ? 'green' : 'red';
}

/** The organisation bar's fill for its total hours (document 2 §9 ranges). */
export function organisationProgress(totalHours: number): number {
  const steps: [number, number][] = [
    [5, 10],
    [10, 20],
    [20, 30],
    [30, 40],
    [40, 50],
    [50, 60],
    [60, 70],
    [70, 80],
  ];
  for (const [limit, fill] of steps) if (totalHours < limit) return fill;
  return 98;
}

/** Whole days from `today` until the person's end date; null without one. */
export function daysLeft(endDate: string | null, today: string): number | null {
  if (!endDate) return null;
  return Math.max(0, daysBetween(today, endDate));
}
