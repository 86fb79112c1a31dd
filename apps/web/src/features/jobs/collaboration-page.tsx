import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { JobBoard } from './job-board';
import { JobDetail } from './job-detail';

/**
 * /collaboration (document 1 §2: public, no header; document 3 §2.5 the job landing page): the
 * published jobs with search, category and pages of 18; `?job=` opens one with its application form.
 */
export function CollaborationPage() {
  const [params] = useSearchParams();
  const job = params.get('job');
  return (
    <Container fluid px={0} py="xl">
      {job ? (
        <JobDetail key={job} id={job} />
      ) : (
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              Jobs
            </Title>
            <Text c="dimmed">Volunteer with us: find a role that suits you, read about it and apply.</Text>
          </div>
          <JobBoard />
        </Stack>
      )}
    </Container>
  );
}
