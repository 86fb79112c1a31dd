import { JOB_MESSAGES as M } from '@goodhours/domain';
import { Alert, Badge, Button, Container, Stack, Tabs, Text } from '@mantine/core';
import { useCopyLists } from '../../api/jobs';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { CopyListAddForm } from './copy-list-add-form';
import { CopyListEntries, PublishedBadge } from './copy-list-entries';

/**
 * /job-notification-dashboard (document 3 §2.5; the Owner's alone, §6): who receives a copy of
 * each application, per job and per category, with addresses added and removed.
 */
export function JobNotificationDashboardPage() {
  const lists = useCopyLists();

  if (lists.isPending) return <PageSkeleton rows={6} />;
  if (lists.isError) {
    return (
      <Alert color="red" role="alert" m="md">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{M.fetchFailed}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void lists.refetch()}>
            Reload
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { jobs, categories } = lists.data;

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <PageTitle infoName="jobNotifications">Job Notification Dashboard</PageTitle>
        <Text size="sm" c="dimmed">
          Every application is emailed to the addresses on its job’s list and on its category’s list.
        </Text>
        <Tabs defaultValue="jobs">
          <Tabs.List>
            <Tabs.Tab value="jobs">Per job</Tabs.Tab>
            <Tabs.Tab value="categories">Per category</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="jobs" pt="md">
            <Stack gap="sm">
              <CopyListAddForm kind="job" targets={jobs.map((j) => ({ value: j.id, label: `${j.title} (${j.category})` }))} />
              {jobs.length === 0 && <Text c="dimmed">No jobs yet.</Text>}
              {jobs.map((j) => (
                <CopyListEntries
                  key={j.id}
                  name={j.title}
                  ccList={j.ccList}
                  extra={
                    <>
                      <Badge variant="light">{j.category}</Badge>
                      <PublishedBadge published={j.isPublished} />
                    </>
                  }
                />
              ))}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="categories" pt="md">
            <Stack gap="sm">
              <CopyListAddForm kind="category" targets={categories.map((c) => ({ value: c.category, label: c.category }))} />
              {categories.length === 0 && <Text c="dimmed">No categories yet.</Text>}
              {categories.map((c) => (
                <CopyListEntries key={c.category} name={c.category} ccList={c.ccList} />
              ))}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
