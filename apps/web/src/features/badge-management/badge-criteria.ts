import { BADGE_TYPES, type BadgeAdmin, type BadgeType } from '@goodhours/domain';

/** The criteria a badge type reads (document 4 §7); the other criteria fields stay empty. */
export type CriteriaField = 'multiple' | 'totalHrs' | 'weeks' | 'category' | 'people' | 'months';

export const CRITERIA_FIELDS: Readonly<Record<BadgeType, readonly CriteriaField[]>> = {
  'Minimum Hours Multiple': ['multiple'],
  'Personal Max': [],
  'Most Hrs in Week': [],
  'X Hours for X Week Streak': ['totalHrs', 'weeks'],
  'Lead a team of X+': ['people'],
  'Total Hrs in Category': ['totalHrs', 'category'],
  'No Infringement Streak': ['months'],
  Custom: [],
};

export function isBadgeType(type: string | null | undefined): type is BadgeType {
  return (BADGE_TYPES as readonly (string | null | undefined)[]).includes(type);
}

/** The criteria fields of a type; none for an unknown or unchosen type. */
export function criteriaFieldsOf(type: string | null | undefined): readonly CriteriaField[] {
  return isBadgeType(type) ? CRITERIA_FIELDS[type] : [];
}

const num = (n: number | null) => (n === null ? '?' : String(n));
const plural = (n: number | null, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;

/** A badge's criteria in words: '2× weekly commitment', '10 h for 4 weeks', '20 h in Housing'… */
export function criteriaText(badge: Pick<BadgeAdmin, 'type' | CriteriaField>): string {
  switch (badge.type) {
    case 'Minimum Hours Multiple':
      return `${num(badge.multiple)}× weekly commitment`;
    case 'X Hours for X Week Streak':
      return `${num(badge.totalHrs)} h for ${plural(badge.weeks, 'week', 'weeks')}`;
    case 'Total Hrs in Category':
      return `${num(badge.totalHrs)} h in ${badge.category ?? '?'}`;
    case 'Lead a team of X+':
      return `${num(badge.people)}+ people`;
    case 'No Infringement Streak':
      return plural(badge.months, 'month', 'months');
    default:
      return '';
  }
}

/** What the delete dialog asks: how many people lose the badge with it. */
export function deleteQuestion(badgeName: string, holders: number): string {
  const who =
    holders === 0
      ? 'No one holds this badge.'
      : `${String(holders)} ${holders === 1 ? 'person holds' : 'people hold'} this badge; it will be taken from ${holders === 1 ? 'them' : 'each of them'}.`;
  return `Delete “${badgeName}”? ${who}`;
}
