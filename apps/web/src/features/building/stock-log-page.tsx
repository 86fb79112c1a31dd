import { STOCK_MESSAGES as M, type StockCategory } from '@goodhours/domain';
import { Anchor, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useBuildingProjects } from '../../api/building-stock';
import { ErrorView } from '../../components/error-view';
import { PageTitle } from '../../components/page-title';
import { StockLogForm } from './stock-log-form';
import { stockPaths, wastedLabel } from './stock-paths';

/** The project whose items are logged, kept in the address (`?project=`) so the page can be bookmarked per site. */
function ProjectSelect({ projectId, onChange }: { projectId: string; onChange: (id: string) => void }) {
  const projects = useBuildingProjects();
  if (projects.isPending) return <Skeleton height={60} role="status" aria-label="Loading projects" />;
  if (projects.isError) return <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />;
  return (
    <NativeSelect
      label="Project"
      maw={420}
      value={projectId}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[{ value: '', label: M.selectProject }, ...projects.data.map((p) => ({ value: p.id, label: p.projectName }))]}
    />
  );
}

/**
 * /bmdashboard/materials/update and /bmdashboard/logMaterial (materials), /consumables/update and
 * /reusables/update (document 3 §2.9): a manager on site logs what was used and wasted today, for
 * many items at once, on a phone as well as at a desk.
 */
export function StockLogPage({ category }: { category: StockCategory }) {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') ?? '';
  const setProject = (id: string) => setParams(id ? { project: id } : {}, { replace: true });
  const noun = category.toLowerCase();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <PageTitle infoName={`${noun}Log`}>{`Log ${noun} used and ${wastedLabel(category).toLowerCase()}`}</PageTitle>
        <Anchor component={Link} to={stockPaths(category).list}>
          {`All ${noun}`}
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        Enter what was used and {wastedLabel(category).toLowerCase()} for each item, in units or as a percent of what is available, then
        submit them all at once.
      </Text>
      <ProjectSelect projectId={projectId} onChange={setProject} />
      {projectId ? <StockLogForm key={projectId} category={category} projectId={projectId} /> : <Text>{M.pleaseSelectProject}</Text>}
    </Stack>
  );
}
