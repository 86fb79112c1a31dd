import type { InventoryCategory } from '@goodhours/domain';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useBuildingProjects } from '../../api/building-stock';
import { useInventoryTypes } from '../../api/inventory';
import { ErrorView } from '../../components/error-view';
import { PageTitle } from '../../components/page-title';
import { PurchaseForm } from './purchase-form';

/** Where the purchase requests are listed, approved and received. */
export const PURCHASES_PATH = '/bmdashboard/purchases';

const TITLES: Record<InventoryCategory, string> = {
  Materials: 'Purchase materials',
  Consumables: 'Purchase consumables',
  Reusables: 'Purchase reusables',
  Tools: 'Purchase tools',
  Equipments: 'Purchase equipment',
};

/**
 * /bmdashboard/{materials,consumables,reusables,tools,equipment}/purchase (document 3 §2.9): a
 * request to buy stock of the page's category for a project (`?project=` chooses it). The stock
 * rises only once an approver has approved it and recorded what was received.
 */
export function PurchaseRequestPage({ category }: { category: InventoryCategory }) {
  const projects = useBuildingProjects();
  const types = useInventoryTypes(category);
  const [params] = useSearchParams();

  let body;
  if (projects.isError) body = <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />;
  else if (types.isError) body = <ErrorView error={types.error} onRetry={() => void types.refetch()} />;
  else if (projects.isPending || types.isPending) body = <Skeleton height={360} role="status" aria-label="Loading the form" />;
  else
    body = <PurchaseForm category={category} projects={projects.data} types={types.data} initialProjectId={params.get('project') ?? ''} />;

  return (
    <Stack gap="lg">
      <PageTitle infoName={`${category.toLowerCase()}Purchase`}>{TITLES[category]}</PageTitle>
      <Text size="sm" c="dimmed">
        An approver decides on each request; the stock rises when what was bought is received.{' '}
        <Anchor component={Link} to={PURCHASES_PATH} underline="always">
          See the purchase requests
        </Anchor>
      </Text>
      {body}
    </Stack>
  );
}
