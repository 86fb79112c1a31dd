import { PROJECT_MESSAGES, type ProjectMember } from '@goodhours/domain';
import { Alert, Anchor, Container, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useProject, useProjectMembers } from '../../api/projects';
import { useCan } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { AddProjectMember } from './add-project-member';
import { ProjectMemberTable } from './project-member-table';
import { PageTitle } from '../../components/page-title';

/** Members whose name or role contains the text, ignoring case. */
export function searchMembers(members: readonly ProjectMember[], text: string): ProjectMember[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...members];
  return members.filter((m) => `${m.firstName} ${m.lastName} ${m.role}`.toLowerCase().includes(needle));
}

/** /project/members/{projectId}: the members of a project; add and remove with assignProjectToUsers. */
export function ProjectMembersPage() {
  const { projectId = '' } = useParams();
  const { can } = useCan();
  const project = useProject(projectId);
  const members = useProjectMembers(projectId, project.isSuccess);
  const [search, setSearch] = useState('');

  if (project.isError) return <ErrorView error={project.error} onRetry={() => void project.refetch()} />;
  if (members.isError) return <ErrorView error={members.error} onRetry={() => void members.refetch()} />;
  if (project.isPending || members.isPending) return <PageSkeleton rows={6} />;

  const { projectName, isArchived } = project.data;
  const shown = searchMembers(members.data, search);

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Anchor component={Link} to="/projects" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> Projects
          </Group>
        </Anchor>
        <PageTitle infoName="projectMembers">{PROJECT_MESSAGES.membersTitle(projectName)}</PageTitle>
        {isArchived && (
          <Alert color="gray" role="status">
            {PROJECT_MESSAGES.archivedNoNewMembers}
          </Alert>
        )}
        {can('assignProjectToUsers') && !isArchived && <AddProjectMember projectId={projectId} />}
        <TextInput
          label="Search members"
          placeholder="Name or role"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
          }}
          maw={420}
        />
        <Text size="sm" c="dimmed">
          {shown.length} of {members.data.length} shown
        </Text>
        {members.data.length === 0 ? (
          <Text>{PROJECT_MESSAGES.noMembers}</Text>
        ) : shown.length === 0 ? (
          <Text>{PROJECT_MESSAGES.noMembersMatch}</Text>
        ) : (
          <ProjectMemberTable projectId={projectId} projectName={projectName} members={shown} />
        )}
      </Stack>
    </Container>
  );
}
