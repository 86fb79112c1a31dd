import { Skeleton, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBuildingProjects } from '../../api/building-stock';
import { useInventoryTypes } from '../../api/inventory';
import { ErrorView } from '../../components/error-view';
import { PageTitle } from '../../components/page-title';
import { StockAddForm } from './stock-add-form';
import { stockListOf, stockPaths } from './stock-paths';

/**
 * /bmdashboard/materials/add and /bmdashboard/consumables/add (document 3 §2.9): stock added to a
 * project directly, of a type of the page's category or a new one. Added, the page goes back to
 * the list on that project.
 */
export function StockAddPage({ category }: { category: 'Materials' | 'Consumables' }) {
  const projects = useBuildingProjects();
  const types = useInventoryTypes(category);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Opened straight from a link or a bookmark, there is no page of ours to go back to.
  const back = () => void (location.key === 'default' ? navigate(stockPaths(category).list) : navigate(-1));

  let body;
  if (projects.isError) body = <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />;
  else if (types.isError) body = <ErrorView error={types.error} onRetry={() => void types.refetch()} />;
  else if (projects.isPending || types.isPending) body = <Skeleton height={420} role="status" aria-label="Loading the form" />;
  else
    body = (
      <StockAddForm
        category={category}
        projects={projects.data}
        types={types.data}
        initialProjectId={params.get('project') ?? ''}
        onAdded={(row) => void navigate(stockListOf(category, row.project.id))}
        onCancel={back}
      />
    );

  return (
    <Stack gap="lg">
      <PageTitle infoName={`${category.toLowerCase()}Add`}>{`Add ${category.toLowerCase()}`}</PageTitle>
      <Text size="sm" c="dimmed">
        Stock that reached a site without a purchase request: a donation, a delivery bought in person, a count at the start.
      </Text>
      {body}
    </Stack>
  );
}
