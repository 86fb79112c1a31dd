import type { BadgeType } from '@goodhours/domain';

/** The badge types and how each is earned at the weekly close (document 4 §7), for the info dialog. */
export const BADGE_TYPES: readonly { type: BadgeType; how: string }[] = [
  {
    type: 'Minimum Hours Multiple',
    how: "Last week's tangible hours reached a multiple of your weekly commitment; only the highest multiple counts.",
  },
  { type: 'Personal Max', how: 'Last week you logged your personal best number of hours.' },
  { type: 'Most Hrs in Week', how: 'You logged the most tangible hours of anyone last week, above your commitment.' },
  {
    type: 'X Hours for X Week Streak',
    how: 'The week a run of N weeks in a row at the badge’s hours is reached; a longer streak at the same hours replaces a shorter one.',
  },
  { type: 'Lead a team of X+', how: 'Managers and Mentors whose teams have at least X members who are not leaders.' },
  {
    type: 'Total Hrs in Category',
    how: 'Your tangible hours in one project category reached the badge’s hours; only the highest is kept.',
  },
  { type: 'No Infringement Streak', how: 'N months since your start and since your last blue square.' },
  { type: 'Custom', how: 'Assigned by hand by an administrator.' },
];
