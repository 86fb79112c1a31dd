import { pacificDate, PROJECT_MESSAGES, type ProjectMember } from '@goodhours/domain';
import { ActionIcon, Anchor, Badge, Table } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconUserMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useChangeProjectMembers } from '../../api/projects';
import { useCan } from '../../auth/use-session';
import { toastRefusal } from '../../components/confirm-delete';
import { Tooltip } from '../../components/tooltip';

const nameOf = (m: ProjectMember) => `${m.firstName} ${m.lastName}`;

/** A project's members with role, status and date added; remove (after confirming) with assignProjectToUsers. */
export function ProjectMemberTable({
  projectId,
  projectName,
  members,
}: {
  projectId: string;
  projectName: string;
  members: readonly ProjectMember[];
}) {
  const { can } = useCan();
  const canRemove = can('assignProjectToUsers');
  const change = useChangeProjectMembers();

  const remove = (member: ProjectMember) => {
    modals.openConfirmModal({
      title: 'Remove member',
      children: PROJECT_MESSAGES.removeMemberQuestion(nameOf(member), projectName),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        change.mutate(
          { projectId, users: [{ userId: member.id, operation: 'UnAssign' }] },
          {
            onSuccess: () => notifications.show({ color: 'green', message: PROJECT_MESSAGES.memberRemoved(nameOf(member)) }),
            onError: toastRefusal,
          },
        );
      },
    });
  };

  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="xs" aria-label="Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Date added</Table.Th>
            {canRemove && <Table.Th>Remove</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Anchor component={Link} to={`/userprofile/${encodeURIComponent(member.id)}`} size="sm">
                  {nameOf(member)}
                </Anchor>
              </Table.Td>
              <Table.Td>{member.role}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={member.isActive ? 'teal' : 'gray'}>
                  {member.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>{pacificDate(new Date(member.addedAt))}</Table.Td>
              {canRemove && (
                <Table.Td>
                  <Tooltip label="Remove from project">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${nameOf(member)}`}
                      onClick={() => {
                        remove(member);
                      }}
                    >
                      <IconUserMinus size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
