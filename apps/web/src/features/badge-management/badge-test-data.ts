import type { BadgeAdmin } from '@goodhours/domain';

/** The start of a PNG as a data URL: enough for an <img> in tests that never decode it. */
export const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** A Custom badge three people hold, as badge management lists it. */
export const kindWord: BadgeAdmin = {
  id: '11111111-1111-4111-8111-111111111111',
  badgeName: 'Kind Word',
  type: 'Custom',
  description: 'For a kind word at the right time',
  imageUrl: PNG,
  ranking: 1,
  multiple: null,
  totalHrs: null,
  weeks: null,
  months: null,
  people: null,
  category: null,
  excludedFromCount: false,
  holders: 3,
};
