import type { BadgeType } from '@goodhours/domain';

/**
 * The designed pictures of the built-in badge types (issue 42, 'One designed product'): one shield
 * in a colour of its own, a lighter rim and a white glyph that says what the badge is for. Drawn
 * here, on a 64×64 grid, readable from 24 px. White on these mid-tone fills reads on light and dark
 * pages alike; the dark edge keeps the shield's outline on a light page, the rim on a dark one.
 */
export interface BadgeDesign {
  fill: string;
  edge: string;
  /** The glyph's path, stroked in white 4 units wide, round ends. */
  glyph: string;
}

export const SHIELD = 'M32 4 54 11v19c0 14-9 25-22 30C19 55 10 44 10 30V11Z';
export const RIM = 'M32 9.5 49 15v15c0 11-7 19.5-17 24-10-4.5-17-13-17-24V15Z';

export const BADGE_DESIGNS: Record<BadgeType, BadgeDesign> = {
  // A clock: the hours of a week reaching a multiple of the commitment.
  'Minimum Hours Multiple': { fill: '#1864ab', edge: '#0b3a66', glyph: 'M32 21a11 11 0 1 0 .01 0M32 25v7l5 3' },
  // An arrow over a bar: a new personal best.
  'Personal Max': { fill: '#c2410c', edge: '#7a2906', glyph: 'M32 42V22m-8 8 8-8 8 8M23 44h18' },
  // A crown: the most hours of anyone this week.
  'Most Hrs in Week': { fill: '#a16207', edge: '#5e3a04', glyph: 'M22 42h20l2-16-7 6-5-9-5 9-7-6Z' },
  // A flame: weeks in a row.
  'X Hours for X Week Streak': {
    fill: '#b91c1c',
    edge: '#6b1010',
    glyph: 'M32 44c-6 0-9-4-9-9 0-6 6-9 5-15 5 3 6 7 6 10 1-2 2-3 2-5 3 3 5 6 5 10 0 5-3 9-9 9Z',
  },
  // Two people, one ahead: leading a team.
  'Lead a team of X+': {
    fill: '#0e7490',
    edge: '#074352',
    glyph: 'M27 25a4 4 0 1 0 .01 0M19 42c0-6 3-9 8-9s8 3 8 9M40 25a3 3 0 1 0 .01 0M39 35c4 0 6 2 6 7',
  },
  // An hourglass: hours gathered in one kind of work.
  'Total Hrs in Category': {
    fill: '#9d174d',
    edge: '#5c0d2d',
    glyph: 'M24 21h16M24 43h16M26 21c0 7 12 7 12 11s-12 4-12 11M38 21c0 7-12 7-12 11s12 4 12 11',
  },
  // A tick: months without a blue square.
  'No Infringement Streak': { fill: '#2b8a3e', edge: '#17501f', glyph: 'M23 32l6 6 12-13' },
  // A heart: given by hand.
  Custom: { fill: '#7048e8', edge: '#3f2296', glyph: 'M32 42c-8-5-11-9-11-13a5 5 0 0 1 11-3 5 5 0 0 1 11 3c0 4-3 8-11 13Z' },
};

/** The design of a badge's type; a type this build does not know is drawn as a Custom badge. */
export function badgeDesign(type: string): BadgeDesign {
  return (BADGE_DESIGNS as Record<string, BadgeDesign | undefined>)[type] ?? BADGE_DESIGNS.Custom;
}
