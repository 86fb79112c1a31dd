import type { StockCategory } from '@goodhours/domain';

/** The portal's home: the project picker (document 3 §2.9). */
export const PORTAL_HOME = '/bmdashboard';

const SLUGS: Record<StockCategory, 'materials' | 'consumables' | 'reusables'> = {
  Materials: 'materials',
  Consumables: 'consumables',
  Reusables: 'reusables',
};

/**
 * A stock category's pages (document 3 §2.9): its list, its log of use, its purchase requests,
 * and for materials and consumables its page to add stock directly (reusables have none).
 */
export function stockPaths(category: StockCategory) {
  const base = `${PORTAL_HOME}/${SLUGS[category]}`;
  return {
    list: base,
    log: `${base}/update`,
    purchase: `${base}/purchase`,
    add: category === 'Reusables' ? null : `${base}/add`,
  };
}

/** The list of a category narrowed to one project, where an addition or a low-stock email leads. */
export const stockListOf = (category: StockCategory, projectId: string) => `${stockPaths(category).list}?project=${projectId}`;

/** What a reusable's waste is called: it is destroyed, not wasted (decision 070). */
export const wastedLabel = (category: StockCategory) => (category === 'Reusables' ? 'Destroyed' : 'Wasted');
