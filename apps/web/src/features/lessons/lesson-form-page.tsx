import { LESSON_MESSAGES as M } from '@goodhours/domain';
import { Alert, Container, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useProjects } from '../../api/projects';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { LessonForm } from './lesson-form';
import { isBuildingPath } from './lesson-paths';

/**
 * /lessonform and /lessonform/{projectId}, also under /bmdashboard (document 3 §2.7): the form,
 * with Belongs to preselected from the address when it names a project the person can see.
 */
export function LessonFormPage() {
  const { projectId } = useParams();
  const building = isBuildingPath(useLocation().pathname);
  const projects = useProjects();
  const options = useMemo(
    () =>
      (projects.data ?? [])
        .filter((p) => !p.isArchived)
        .sort((a, b) => a.projectName.localeCompare(b.projectName))
        .map((p) => ({ value: p.id, label: p.projectName })),
    [projects.data],
  );
  const initial = projectId && options.some((o) => o.value === projectId) ? projectId : null;

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <PageTitle infoName="lessonForm">New lesson</PageTitle>
        {projects.isPending && <PageSkeleton rows={6} />}
        {projects.isError && (
          <Alert color="red" role="alert">
            {M.loadFailed}
          </Alert>
        )}
        {projects.isSuccess && <LessonForm key={initial ?? 'none'} projects={options} initialProjectId={initial} building={building} />}
      </Stack>
    </Container>
  );
}
