import type { UnitCategory } from '@goodhours/domain';
import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBuildingProjects } from '../../api/building-stock';
import { ErrorView } from '../../components/error-view';
import { PageTitle } from '../../components/page-title';
import { ToolTypeForm } from './tool-type-form';

/** Each category's list (document 3 §2.9), where an addition leads and where Cancel goes with nowhere to go back to. */
export const UNIT_LIST_PATHS: Record<UnitCategory, string> = {
  Tools: '/bmdashboard/tools',
  Equipments: '/bmdashboard/equipment',
};

/**
 * The tool type form with the portal's projects, for a page: `?project=` chooses one. Added, it
 * goes to the category's list; Cancel goes back, or to the list when opened from a link.
 */
export function ToolUnitsForm({ category }: { category: UnitCategory }) {
  const projects = useBuildingProjects();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const list = UNIT_LIST_PATHS[category];
  const back = () => void (location.key === 'default' ? navigate(list) : navigate(-1));

  if (projects.isError) return <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />;
  if (projects.isPending) return <Skeleton height={640} role="status" aria-label="Loading the form" />;
  return (
    <ToolTypeForm
      category={category}
      projects={projects.data}
      initialProjectId={params.get('project') ?? ''}
      onAdded={() => void navigate(list)}
      onCancel={back}
    />
  );
}

/** /bmdashboard/tools/add (document 3 §2.9 Add tool type form; issue 44): tools bought or rented for a project. */
export function ToolTypePage() {
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <PageTitle infoName="toolsAdd">Add tools</PageTitle>
        <Text size="sm" c="dimmed">
          Tools bought or rented for a project: each one gets its own code, so it can be checked out and in on the daily log.
        </Text>
        <ToolUnitsForm category="Tools" />
      </Stack>
    </Container>
  );
}
