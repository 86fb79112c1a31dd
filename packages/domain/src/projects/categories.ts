/**
 * Project categories. The spec names the default ('Unspecified', document 1 §3) but not the list;
 * this is the list the organisation's projects have always been filed under. Badges for hours
 * in a category (document 4 §7) count by these names.
 */
export const PROJECT_CATEGORIES = [
  'Food',
  'Energy',
  'Housing',
  'Education',
  'Society',
  'Economics',
  'Stewardship',
  'Other',
  'Unspecified',
] as const;

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const DEFAULT_PROJECT_CATEGORY: ProjectCategory = 'Unspecified';

export function isProjectCategory(value: string): value is ProjectCategory {
  return (PROJECT_CATEGORIES as readonly string[]).includes(value);
}
