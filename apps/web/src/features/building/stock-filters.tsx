import type { InventoryCategory } from '@goodhours/domain';
import { Group, NativeSelect } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useBuildingProjects } from '../../api/building-stock';
import { useInventoryTypes } from '../../api/inventory';

/**
 * The stock page's filters, kept in the address (`?project=&type=`) so a link (the low-stock
 * email's) opens the page on one project, and Back returns to the filter left.
 */
export function useStockFilters(): { projectId?: string; typeId?: string; set: (key: 'project' | 'type', value: string) => void } {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') || undefined;
  const typeId = params.get('type') || undefined;
  const set = (key: 'project' | 'type', value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };
  return { ...(projectId ? { projectId } : {}), ...(typeId ? { typeId } : {}), set };
}

interface FilterLabels {
  /** The type select's label and its first choice. */
  type: string;
  allTypes: string;
  allProjects: string;
}

const STOCK_LABELS: FilterLabels = { type: 'Type', allTypes: 'All types', allProjects: 'All projects' };

/**
 * Project and type selects, kept in the address (`?project=&type=`); each lists what it can while
 * its choices load. The stock pages use them as they are, the tools and equipment lists with the
 * spec's words (UnitFilters).
 */
export function StockFilters({ category, labels = STOCK_LABELS }: { category: InventoryCategory; labels?: FilterLabels }) {
  const filters = useStockFilters();
  const projects = useBuildingProjects();
  const types = useInventoryTypes(category);
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Project"
        style={{ flex: '1 1 200px', maxWidth: 320 }}
        value={filters.projectId ?? ''}
        onChange={(e) => filters.set('project', e.currentTarget.value)}
        data={[{ value: '', label: labels.allProjects }, ...(projects.data ?? []).map((p) => ({ value: p.id, label: p.projectName }))]}
      />
      <NativeSelect
        label={labels.type}
        style={{ flex: '1 1 200px', maxWidth: 320 }}
        value={filters.typeId ?? ''}
        onChange={(e) => filters.set('type', e.currentTarget.value)}
        data={[{ value: '', label: labels.allTypes }, ...(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))]}
      />
    </Group>
  );
}
