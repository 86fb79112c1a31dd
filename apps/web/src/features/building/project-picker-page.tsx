import { STOCK_MESSAGES as M } from '@goodhours/domain';
import { Button, Card, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useBuildingProjects } from '../../api/building-stock';
import { ErrorView } from '../../components/error-view';
import { PageTitle } from '../../components/page-title';
import { PortalLinks } from './portal-links';
import { PORTAL_HOME } from './stock-paths';

/** The picker: a project, then Go to Project Dashboard; nothing chosen says so under the select. */
function ProjectPicker() {
  const projects = useBuildingProjects();
  const navigate = useNavigate();
  const [projectId, setProjectId] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (projects.isPending) return <Skeleton height={92} role="status" aria-label="Loading projects" />;
  // A failed read is shown instead of the list (document 3 §2.9).
  if (projects.isError) return <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!projectId) {
      setError(M.pleaseSelectProject);
      return;
    }
    void navigate(`${PORTAL_HOME}/projects/${projectId}`);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Project dashboard">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Project"
          style={{ flex: '1 1 240px' }}
          value={projectId}
          error={error}
          onChange={(e) => {
            setProjectId(e.currentTarget.value);
            setError(null);
          }}
          data={[{ value: '', label: M.selectProject }, ...projects.data.map((p) => ({ value: p.id, label: p.projectName }))]}
        />
        <Button type="submit">{M.goToDashboard}</Button>
      </Group>
    </form>
  );
}

/**
 * /bmdashboard (document 3 §2.9): the building portal's home. A project picker leads to the
 * project's dashboard; below it, the portal's pages.
 */
export function ProjectPickerPage() {
  return (
    <Stack gap="lg">
      <PageTitle infoName="buildingManagement">Building management</PageTitle>
      <Card withBorder component="section" aria-labelledby="picker-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="picker-heading">
            Project dashboard
          </Title>
          <Text size="sm" c="dimmed">
            Choose a project to see its stock, purchases and progress.
          </Text>
          <ProjectPicker />
        </Stack>
      </Card>
      <PortalLinks />
    </Stack>
  );
}
