import { STOCK_MESSAGES as M, type StockCategory, type StockRow } from '@goodhours/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStock } from '../../api/building-stock';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { ShowMore } from '../../components/show-more';
import { StockDialogs, type StockDialog } from './stock-dialogs';
import { StockFilters, useStockFilters } from './stock-filters';
import { stockPaths } from './stock-paths';
import { StockTable, type StockOrder } from './stock-table';

/** The page's links: add stock (materials and consumables), log use, and ask to buy. */
function StockLinks({ category }: { category: StockCategory }) {
  const paths = stockPaths(category);
  return (
    <Group gap="xs">
      {paths.add && (
        <Button component={Link} to={paths.add} leftSection={<IconPlus size={16} />}>
          Add stock
        </Button>
      )}
      <Button component={Link} to={paths.log} variant="light" leftSection={<IconClipboardList size={16} />}>
        Log use
      </Button>
      <Button component={Link} to={paths.purchase} variant="default" leftSection={<IconShoppingCart size={16} />}>
        Purchase request
      </Button>
    </Group>
  );
}

/**
 * /bmdashboard/materials, /consumables and /reusables (document 3 §2.9): one category's stock per
 * project and type, filtered by project and type, sorted by any figure, 100 rows at a time. Each
 * row opens its movements (with reversal), its purchases and its low-stock minimum.
 */
export function StockListPage({ category }: { category: StockCategory }) {
  const { projectId, typeId } = useStockFilters();
  const [order, setOrder] = useState<StockOrder>({ sort: 'project', dir: 'asc' });
  const [dialog, setDialog] = useState<StockDialog | null>(null);
  const stock = useStock({ category, ...(projectId ? { projectId } : {}), ...(typeId ? { typeId } : {}), ...order });

  let list;
  if (stock.isPending) list = <PageSkeleton rows={6} />;
  else if (stock.isError) list = <ErrorView error={stock.error} onRetry={() => void stock.refetch()} />;
  else {
    const rows: StockRow[] = stock.data.pages.flatMap((p) => p.rows);
    const total = stock.data.pages.at(-1)?.total ?? 0;
    list =
      rows.length === 0 ? (
        <Text>{M.noStock}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? '1 item' : `${total.toLocaleString('en-US')} items`}
          </Text>
          <StockTable category={category} rows={rows} order={order} onSort={setOrder} onAction={(kind, row) => setDialog({ kind, row })} />
          <ShowMore notShown={stock.hasNextPage ? total - rows.length : 0} onShow={() => void stock.fetchNextPage()} />
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <PageTitle infoName={category.toLowerCase()}>{category}</PageTitle>
        <StockLinks category={category} />
      </Group>
      <StockFilters category={category} />
      {list}
      <StockDialogs category={category} dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
