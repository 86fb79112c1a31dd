import { TOOL_MESSAGES as M, type UnitCategory } from '@goodhours/domain';
import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useUnit } from '../../api/tool-units';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { UnitConditionText } from './unit-condition';
import { UnitUpdateForm } from './unit-update-form';
import { unitPaths } from './unit-values';

/**
 * /bmdashboard/tools/{id}/update and /bmdashboard/equipment/{id}/update (document 3 §2.9, §3
 * 'Update-status form'; issue 44): the unit named with its condition now, and the form; saved, it
 * goes back to the unit's page, which shows the new condition. A unit out of use takes no updates.
 */
export function UnitUpdatePage({ category }: { category: UnitCategory }) {
  const { unitId = '' } = useParams();
  const navigate = useNavigate();
  const detail = useUnit(unitId);
  const paths = unitPaths(category);
  const back = () => void navigate(paths.unit(unitId));

  let body;
  if (detail.isPending) body = <PageSkeleton rows={8} />;
  else if (detail.isError) body = <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />;
  else {
    const { unit } = detail.data;
    body = (
      <>
        <Text>
          {unit.type.name} {unit.code} on {unit.project.projectName}
        </Text>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Condition now
          </Text>
          <UnitConditionText condition={unit.condition} retired={unit.retired} />
        </Stack>
        {unit.retired ? (
          <>
            <Alert color="gray" role="status">
              {M.retired}
            </Alert>
            <Button component={Link} to={paths.unit(unitId)} variant="default" style={{ alignSelf: 'flex-start' }}>
              Back to the {unit.type.name}
            </Button>
          </>
        ) : (
          <UnitUpdateForm unitId={unitId} onSaved={back} onCancel={back} />
        )}
      </>
    );
  }

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <PageTitle infoName={category === 'Tools' ? 'toolUpdate' : 'equipmentUpdate'}>Update status</PageTitle>
        {body}
      </Stack>
    </Container>
  );
}
