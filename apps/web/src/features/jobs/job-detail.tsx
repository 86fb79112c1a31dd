import { JOB_MESSAGES as M, formatDay, pacificDate } from '@goodhours/domain';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useApply, usePublishedJob } from '../../api/jobs';
import { ErrorView } from '../../components/error-view';
import { InfoContent } from '../../components/info-content';
import { PageSkeleton } from '../../components/page-skeleton';
import { FormFiller } from '../forms';
import { landingParams, landingQueryOf } from './landing-query';

/** A published job opened from the landing page: its description and its application form. */
export function JobDetail({ id }: { id: string }) {
  const [params] = useSearchParams();
  const job = usePublishedJob(id);
  const apply = useApply(id);
  const board = landingParams(landingQueryOf(params)).toString();
  const back = board ? `/collaboration?${board}` : '/collaboration';

  const backLink = (
    <Anchor component={Link} to={back} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        All jobs
      </Group>
    </Anchor>
  );

  if (job.isPending) return <PageSkeleton rows={8} />;
  if (job.isError) {
    if (isApiError(job.error) && job.error.status === 404) {
      return (
        <Stack gap="md">
          {backLink}
          <Alert color="red" role="alert">
            {M.jobNotFound}
          </Alert>
        </Stack>
      );
    }
    return <ErrorView error={job.error} onRetry={() => void job.refetch()} />;
  }
  const data = job.data;

  return (
    <Stack gap="md">
      {backLink}
      <div>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {data.title}
        </Title>
        <Group gap="xs" mt={4}>
          <Badge variant="light">{data.category}</Badge>
          <Text size="sm" c="dimmed">
            Posted {formatDay(pacificDate(new Date(data.datePosted)))}
          </Text>
        </Group>
      </div>
      <InfoContent html={data.description} />
      <Paper withBorder p="lg" radius="md">
        {data.form ? (
          <FormFiller
            key={`${data.form.id}:${String(data.form.version)}`}
            definition={data.form.definition}
            submitLabel="Apply"
            onSubmit={(answers) => apply.mutateAsync({ version: data.form?.version ?? 1, answers })}
          />
        ) : (
          <Text c="dimmed">{M.noApplicationForm}</Text>
        )}
      </Paper>
    </Stack>
  );
}
