import type { UnitCategory } from '@goodhours/domain';
import { Group, NativeSelect } from '@mantine/core';
import { useBuildingProjects } from '../../api/building-stock';
import { useInventoryTypes } from '../../api/inventory';
import { useStockFilters } from './stock-filters';

/**
 * The tools and equipment lists' filters (document 3 §2.9: project, All Projects; equipment, All
 * Equipments), kept in the address like the stock pages' (`?project=&type=`).
 */
export function UnitFilters({ category }: { category: UnitCategory }) {
  const filters = useStockFilters();
  const projects = useBuildingProjects();
  const types = useInventoryTypes(category);
  const tools = category === 'Tools';
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Project"
        style={{ flex: '1 1 200px', maxWidth: 320 }}
        value={filters.projectId ?? ''}
        onChange={(e) => filters.set('project', e.currentTarget.value)}
        data={[{ value: '', label: 'All Projects' }, ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.projectName }))]}
      />
      <NativeSelect
        label={tools ? 'Tool' : 'Equipment'}
        style={{ flex: '1 1 200px', maxWidth: 320 }}
        value={filters.typeId ?? ''}
        onChange={(e) => filters.set('type', e.currentTarget.value)}
        data={[
          { value: '', label: tools ? 'All Tools' : 'All Equipments' },
          ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name })),
        ]}
      />
    </Group>
  );
}
