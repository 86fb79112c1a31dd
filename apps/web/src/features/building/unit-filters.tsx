import type { UnitCategory } from '@goodhours/domain';
import { StockFilters } from './stock-filters';

/**
 * The tools and equipment lists' filters (document 3 §2.9: project, All Projects; equipment, All
 * Equipments), kept in the address like the stock pages' (`?project=&type=`).
 */
export function UnitFilters({ category }: { category: UnitCategory }) {
  const labels =
    category === 'Tools'
      ? { type: 'Tool', allTypes: 'All Tools', allProjects: 'All Projects' }
      : { type: 'Equipment', allTypes: 'All Equipments', allProjects: 'All Projects' };
  return <StockFilters category={category} labels={labels} />;
}
