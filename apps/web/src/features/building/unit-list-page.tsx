import { pacificDate, TOOL_MESSAGES as M, type UnitCategory, type UnitRow } from '@goodhours/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useUnits } from '../../api/tool-units';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { ShowMore } from '../../components/show-more';
import { useStockFilters } from './stock-filters';
import { UnitDialogs, type UnitDialog } from './unit-dialogs';
import { UnitFilters } from './unit-filters';
import { UnitTable } from './unit-table';
import { categoryTitle, sortUnits, unitPaths, type UnitOrder } from './unit-values';

/** The page's links: add units, the daily log of check-outs and check-ins, and ask to buy. */
function UnitLinks({ category }: { category: UnitCategory }) {
  const paths = unitPaths(category);
  return (
    <Group gap="xs">
      <Button component={Link} to={paths.add} leftSection={<IconPlus size={16} />}>
        {category === 'Tools' ? 'Add tools' : 'Add equipment'}
      </Button>
      <Button component={Link} to={paths.log} variant="light" leftSection={<IconClipboardList size={16} />}>
        Daily log
      </Button>
      <Button component={Link} to={paths.purchase} variant="default" leftSection={<IconShoppingCart size={16} />}>
        Purchase request
      </Button>
    </Group>
  );
}

/**
 * /bmdashboard/tools and /bmdashboard/equipment (document 3 §2.9, §4, §8; issue 44): one row per
 * unit, filtered by project and type, sorted by a header (the rows loaded: 200 a page, 'Show
 * more' for the next). Each row opens the unit's page by its code, its condition updates and the
 * purchases of its type for its project.
 */
export function UnitListPage({ category }: { category: UnitCategory }) {
  const { projectId, typeId } = useStockFilters();
  const [order, setOrder] = useState<UnitOrder>({ sort: 'project', dir: 'asc' });
  const [dialog, setDialog] = useState<UnitDialog | null>(null);
  const units = useUnits({ category, ...(projectId ? { projectId } : {}), ...(typeId ? { typeId } : {}) });
  const loaded = useMemo(() => units.data?.pages.flatMap((p) => p.rows) ?? [], [units.data]);
  const rows: UnitRow[] = useMemo(() => sortUnits(loaded, order), [loaded, order]);
  // Rentals count their days left from today in the organisation's zone, as the server does.
  const today = pacificDate(new Date());

  let list;
  if (units.isPending) list = <PageSkeleton rows={6} />;
  else if (units.isError) list = <ErrorView error={units.error} onRetry={() => void units.refetch()} />;
  else {
    const total = units.data.pages.at(-1)?.total ?? 0;
    const noun = category === 'Tools' ? 'tool' : 'piece of equipment';
    const nouns = category === 'Tools' ? 'tools' : 'pieces of equipment';
    list =
      rows.length === 0 ? (
        <Text>{category === 'Tools' ? M.noItems : M.noEquipment}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? `1 ${noun}` : `${total.toLocaleString('en-US')} ${nouns}`}
          </Text>
          <UnitTable
            category={category}
            rows={rows}
            order={order}
            onSort={setOrder}
            onAction={(kind, row) => setDialog({ kind, row })}
            today={today}
          />
          <ShowMore notShown={units.hasNextPage ? total - rows.length : 0} onShow={() => void units.fetchNextPage()} />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <PageTitle infoName={category === 'Tools' ? 'tools' : 'equipment'}>{categoryTitle(category)}</PageTitle>
        <UnitLinks category={category} />
      </Group>
      <UnitFilters category={category} />
      {list}
      <UnitDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
