import { JOB_MESSAGES as M } from '@goodhours/domain';
import { Alert, Badge, Button, Container, Grid, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCreateJob, useManagedJobs } from '../../api/jobs';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { UnsavedChangesGuard } from '../users';
import { PublishedBadge } from './copy-list-entries';
import { JobDetailsForm } from './job-details-form';
import { JobEditor } from './job-editor';

const NEW = 'new';

/**
 * /jobformbuilder (document 3 §2.5, the Owner and holders of manageJobForms): the job ads, each
 * with its details, its application form built on the form engine, and the applications received.
 */
export function JobFormBuilderPage() {
  const jobs = useManagedJobs();
  const create = useCreateJob();
  const [params, setParams] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const chosen = params.get('job');

  /** Opens another job (or a new one); unsaved changes are only left behind when the person says so. */
  const open = (job: string, tab = 'details') => {
    const go = () => {
      setDirty(false);
      setParams({ job, tab });
    };
    if (!dirty) return go();
    modals.openConfirmModal({
      title: 'Unsaved changes',
      children: <Text size="sm">You have changes that are not saved yet. Open another job and lose them?</Text>,
      labels: { confirm: 'Leave without saving', cancel: 'Stay and keep editing' },
      confirmProps: { color: 'red' },
      onConfirm: go,
    });
  };

  if (jobs.isPending) return <PageSkeleton rows={6} />;
  if (jobs.isError) return <ErrorView error={jobs.error} onRetry={() => void jobs.refetch()} />;
  const list = jobs.data.jobs;
  const categories = [...new Set(list.map((j) => j.category))].sort((a, b) => a.localeCompare(b));
  const job = list.find((j) => j.id === chosen) ?? null;

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <PageTitle infoName="jobFormBuilder">Job Form Builder</PageTitle>
          <Button leftSection={<IconPlus size={16} />} onClick={() => open(NEW)}>
            New job
          </Button>
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="xs" component="nav" aria-label="Jobs">
              {list.length === 0 && (
                <Text c="dimmed" p="xs">
                  No jobs yet.
                </Text>
              )}
              {list.map((j) => (
                <NavLink
                  key={j.id}
                  component="button"
                  type="button"
                  active={j.id === chosen}
                  aria-current={j.id === chosen ? 'page' : undefined}
                  label={
                    <Text component="span" style={{ overflowWrap: 'anywhere' }}>
                      {j.title}
                    </Text>
                  }
                  description={
                    <Group gap={6} component="span">
                      <Badge size="xs" variant="default" component="span">
                        {j.category}
                      </Badge>
                      <PublishedBadge published={j.isPublished} />
                    </Group>
                  }
                  onClick={() => open(j.id)}
                />
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {chosen === NEW ? (
              <Stack gap="sm">
                <Title order={2} size="h3">
                  New job
                </Title>
                <JobDetailsForm
                  job={null}
                  categories={categories}
                  onDirtyChange={setDirty}
                  onSave={async (body) => {
                    const made = await create.mutateAsync(body);
                    setDirty(false);
                    setParams({ job: made.id, tab: 'form' });
                    return made;
                  }}
                />
              </Stack>
            ) : job ? (
              <Stack gap="sm">
                <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                  {job.title}
                </Title>
                <JobEditor key={job.id} job={job} categories={categories} setDirty={setDirty} />
              </Stack>
            ) : chosen ? (
              <Alert color="red" role="alert">
                {M.jobNotFound}
              </Alert>
            ) : (
              <Text c="dimmed">Choose a job to edit it, or start a new one.</Text>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
      <UnsavedChangesGuard when={dirty} />
    </Container>
  );
}
