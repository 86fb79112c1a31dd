import { formatDay, LOG_ACTIONS, pacificDate, STOCK_MESSAGES, TOOL_MESSAGES as M, type LogAction } from '@goodhours/domain';
import { NativeSelect, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBuildingProjects } from '../../api/building-stock';
import { useToolLogTable } from '../../api/tools';
import { ErrorView } from '../../components/error-view';
import { PageTitle } from '../../components/page-title';
import { ToolLogForm } from './tool-log-form';

/** The project whose units are logged, kept in the address (`?project=`) so the page can be bookmarked per site. */
function ProjectSelect({ projectId, onChange }: { projectId: string; onChange: (id: string) => void }) {
  const projects = useBuildingProjects();
  if (projects.isPending) return <Skeleton height={60} role="status" aria-label="Loading projects" />;
  if (projects.isError) return <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />;
  return (
    <NativeSelect
      label="Project"
      value={projectId}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[{ value: '', label: STOCK_MESSAGES.selectProject }, ...projects.data.map((p) => ({ value: p.id, label: p.projectName }))]}
    />
  );
}

/**
 * /bmdashboard/tools/log (document 3 §2.9 Tool log page, §4, §8; issue 44): on site, a volunteer
 * or manager checks tools and equipment out of a project or back in, by their codes, on a phone
 * as well as at a desk. The date is today's in the organisation's zone, as the server counts it,
 * and cannot be changed.
 */
export function ToolLogPage() {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') ?? '';
  const setProject = (id: string) => setParams(id ? { project: id } : {}, { replace: true });
  const [action, setAction] = useState<LogAction>('Check Out');
  const table = useToolLogTable(projectId, action);
  // The server's today once it has answered; until a project is chosen, the browser's count of it.
  const today = table.data?.date ?? pacificDate(new Date());

  return (
    <Stack gap="lg">
      <PageTitle infoName="toolsLog">{M.logTitle}</PageTitle>
      <Text>
        <Text span fw={600}>
          Date:
        </Text>{' '}
        {formatDay(today, { weekday: true })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={760}>
        <ProjectSelect projectId={projectId} onChange={setProject} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="tool-log-action">
            Action
          </Text>
          <SegmentedControl
            aria-labelledby="tool-log-action"
            value={action}
            onChange={(value) => setAction(value === 'Check In' ? 'Check In' : 'Check Out')}
            data={[...LOG_ACTIONS]}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      </SimpleGrid>
      {projectId ? (
        <ToolLogForm key={`${projectId} ${action}`} projectId={projectId} action={action} table={table} />
      ) : (
        <Text>{STOCK_MESSAGES.pleaseSelectProject}</Text>
      )}
    </Stack>
  );
}
