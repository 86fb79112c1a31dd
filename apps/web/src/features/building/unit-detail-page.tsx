import { TOOL_MESSAGES as M, type UnitCategory, type UnitDetail } from '@goodhours/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconFileDescription, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useUnit } from '../../api/tool-units';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { PurchaseHistory } from './purchase-history';
import { UnitDetailFields } from './unit-detail-fields';
import { UnitLogTable, UnitUpdatesTable } from './unit-detail-tables';
import { unitPaths } from './unit-values';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Back to List, the type's description in a window, and the update-status form while the unit is in use. */
function UnitActions({ detail }: { detail: UnitDetail }) {
  const [opened, description] = useDisclosure(false);
  const { unit } = detail;
  const paths = unitPaths(unit.type.category);
  return (
    <Group gap="xs">
      <Button component={Link} to={paths.list} variant="default" leftSection={<IconArrowLeft size={16} />}>
        Back to List
      </Button>
      <Button variant="light" onClick={description.open} leftSection={<IconFileDescription size={16} />}>
        Description
      </Button>
      {!unit.retired && (
        <Button component={Link} to={paths.update(unit.id)} leftSection={<IconPencil size={16} />}>
          Update status
        </Button>
      )}
      <Dialog opened={opened} onClose={description.close} title={`${unit.type.name}: description`}>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{unit.type.description || 'No description.'}</Text>
      </Dialog>
    </Group>
  );
}

/**
 * /bmdashboard/tools/{id} and /bmdashboard/equipment/{id} (document 3 §2.9 tool and equipment
 * details; issue 44): every field of the unit from the data, its custody log, its condition
 * updates and its type's purchases for its project. `category` is the route's, for the way back
 * before (or instead of) the unit's own.
 */
export function UnitDetailPage({ category }: { category: UnitCategory }) {
  const { unitId = '' } = useParams();
  const detail = useUnit(unitId);

  if (detail.isPending) return <PageSkeleton rows={10} />;
  if (detail.isError) {
    return (
      <Stack gap="md">
        <PageTitle infoName={category === 'Tools' ? 'toolDetail' : 'equipmentDetail'}>
          {category === 'Tools' ? 'Tool' : 'Equipment'}
        </PageTitle>
        <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />
        <Button component={Link} to={unitPaths(category).list} variant="default" style={{ alignSelf: 'flex-start' }}>
          Back to List
        </Button>
      </Stack>
    );
  }
  const { unit } = detail.data;
  return (
    <Stack gap="lg">
      <PageTitle infoName={unit.type.category === 'Tools' ? 'toolDetail' : 'equipmentDetail'}>
        {unit.type.name} {unit.code}
      </PageTitle>
      <UnitActions detail={detail.data} />
      {unit.retired && (
        <Alert color="gray" role="status">
          {M.retired}
        </Alert>
      )}
      <Section title="Details">
        <UnitDetailFields detail={detail.data} />
      </Section>
      <Section title="Custody log">
        <UnitLogTable log={detail.data.log} />
      </Section>
      <Section title="Condition updates">
        <UnitUpdatesTable updates={detail.data.updates} />
      </Section>
      <Section title="Purchases">
        <PurchaseHistory projectId={unit.project.id} typeId={unit.type.id} />
      </Section>
    </Stack>
  );
}
