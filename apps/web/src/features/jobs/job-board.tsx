import { JOB_MESSAGES as M, formatDay, pacificDate } from '@goodhours/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Pagination, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useJobCategories, usePublishedJobs } from '../../api/jobs';
import { PageSkeleton } from '../../components/page-skeleton';
import { landingParams, landingQueryOf } from './landing-query';

const ALL = '';

/** The landing page's list (document 3 §2.5): a search, a category, and the published jobs 18 a page. */
export function JobBoard() {
  const [params, setParams] = useSearchParams();
  const query = landingQueryOf(params);
  const [typed, setTyped] = useState(query.search);
  const jobs = usePublishedJobs(query);
  const categories = useJobCategories();
  const data = jobs.data;

  return (
    <Stack gap="md">
      <form
        role="search"
        aria-label="Jobs"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(landingParams({ ...query, search: typed, page: 1 }));
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Search jobs"
            value={typed}
            maxLength={200}
            onChange={(e) => setTyped(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label="Category"
            data={[{ value: ALL, label: 'All categories' }, ...(categories.data?.categories ?? []).map((c) => ({ value: c, label: c }))]}
            value={query.category}

            onChange={(c) => setParams(landingParams({ ...query, search: typed, category: c ?? ALL, page: 1 }))}
            style={{ flex: '0 1 220px' }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
      </form>
      {categories.isError && (
        <Alert color="red" role="alert">
          {M.landingCategoriesFailed}
        </Alert>
      )}
      {jobs.isPending && <PageSkeleton rows={6} />}
      {jobs.isError && (
        <Alert color="red" role="alert">
          {M.landingJobsFailed}
        </Alert>
      )}
      {data && data.jobs.length === 0 && <Text c="dimmed">{M.noJobs}</Text>}
      {data && data.jobs.length > 0 && (
        <Stack gap="md" aria-busy={jobs.isPlaceholderData}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {data.jobs.map((job) => (
              <Card key={job.id} withBorder padding="md" radius="md" component="article">
                <Stack gap={6}>
                  <Anchor
                    component={Link}
                    to={`/collaboration?${landingParams(query, job.id).toString()}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {job.title}
                  </Anchor>
                  <Group gap="xs">
                    <Badge variant="light">{job.category}</Badge>
                    <Text size="sm" c="dimmed">
                      Posted {formatDay(pacificDate(new Date(job.datePosted)))}
                    </Text>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {data.pagination.total} {data.pagination.total === 1 ? 'job' : 'jobs'}
            </Text>
            <Pagination
              total={data.pagination.totalPages}
              value={query.page}
              onChange={(page) => setParams(landingParams({ ...query, page }))}
              hideWithOnePage
              getItemProps={(p) => ({ 'aria-label': `Page ${String(p)}` })}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
