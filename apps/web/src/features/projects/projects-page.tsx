import { PROJECT_MESSAGES } from '@goodhours/domain';
import { Button, Container, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useProjects } from '../../api/projects';
import { useCan } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { CreateProjectForm } from './create-project-form';
import { EditProjectForm } from './edit-project-form';
import { filterProjects, PROJECT_STATUS_FILTERS, type ProjectStatusFilter } from './project-filter';
import { ProjectTable } from './project-table';
import { PageTitle } from '../../components/page-title';

/** /projects (document 1 §2, §6, §8): the project list, Add Project, edit, archive, delete. */
export function ProjectsPage() {
  const { can } = useCan();
  const projects = useProjects();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ProjectStatusFilter>('all');
  const [creating, createDialog] = useDisclosure(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = projects.data?.find((p) => p.id === editingId) ?? null;
  const shown = filterProjects(projects.data ?? [], status, search);

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Group justify="space-between">
          <PageTitle infoName="projects">Projects</PageTitle>
          {can('postProject') && (
            <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
              Add Project
            </Button>
          )}
        </Group>

        <Group align="flex-end">
          <TextInput
            label="Search projects"
            placeholder="Project name or category"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
            }}
            w={320}
          />
          <SegmentedControl aria-label="Show projects" data={PROJECT_STATUS_FILTERS} value={status} onChange={setStatus} />
        </Group>

        {projects.isPending && <PageSkeleton rows={6} />}
        {projects.isError && <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />}
        {projects.data && shown.length === 0 && <Text>{PROJECT_MESSAGES.noProjects}</Text>}
        {shown.length > 0 && (
          <ProjectTable
            projects={shown}
            onEdit={(p) => {
              setEditingId(p.id);
            }}
          />
        )}
      </Stack>

      <Dialog opened={creating} onClose={createDialog.close} title="Add Project">
        <CreateProjectForm onDone={createDialog.close} />
      </Dialog>
      <Dialog
        opened={editing !== null}
        onClose={() => {
          setEditingId(null);
        }}
        title="Edit project"
      >
        {editing && (
          <EditProjectForm
            key={editing.id}
            project={editing}
            onDone={() => {
              setEditingId(null);
            }}
          />
        )}
      </Dialog>
    </Container>
  );
}
