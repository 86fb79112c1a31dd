import { isBoldInTeamList, sortMembers } from '@goodhours/domain';
import { Anchor, Badge, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTeamMembers } from '../../../api/teams';
import { Dialog } from '../../../components/dialog';
import { ErrorView } from '../../../components/error-view';

export interface TeamRef {
  id: string;
  teamName: string;
}

/** 'Members of {team}': who is in a team, grouped by role (document 1 §2, §6). */
export function TeamMembersDialog({ team, onClose }: { team: TeamRef | null; onClose: () => void }) {
  return (
    <Dialog opened={team !== null} onClose={onClose} title={team ? `Members of ${team.teamName}` : ''} size="lg">
      {team && <MemberList teamId={team.id} />}
    </Dialog>
  );
}

function MemberList({ teamId }: { teamId: string }) {
  const members = useTeamMembers(teamId);
  if (members.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="60%" />
      </Stack>
    );
  }
  if (members.isError) return <ErrorView error={members.error} onRetry={() => void members.refetch()} />;
  if (members.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This team has no members.
      </Text>
    );
  }
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sortMembers(members.data, 'none').map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td fw={isBoldInTeamList(m.role) ? 700 : 400}>
              <Anchor component={Link} to={`/userprofile/${encodeURIComponent(m.id)}`} size="sm" fw="inherit">
                {m.firstName} {m.lastName}
              </Anchor>
            </Table.Td>
            <Table.Td fw={isBoldInTeamList(m.role) ? 700 : 400}>{m.role}</Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={m.isActive ? 'green' : 'gray'}>
                {m.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
