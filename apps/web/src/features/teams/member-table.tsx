import {
  canHideTeamMember,
  isBoldInTeamList,
  pacificDate,
  TEAM_MESSAGES,
  TEAM_VISIBILITY_EDITORS,
  type DateAddedSort,
  type TeamMember,
} from '@goodhours/domain';
import { ActionIcon, Badge, Switch, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconUserMinus } from '@tabler/icons-react';
import { isApiError } from '../../api/client';
import { useChangeMembership, useSetMemberVisibility } from '../../api/teams';
import { useCan } from '../../auth/use-session';
import { Tooltip } from '../../components/tooltip';

const SORT_NAMES: Record<DateAddedSort, string> = { none: 'unsorted', asc: 'ascending', desc: 'descending' };
const SORT_ICONS: Record<DateAddedSort, typeof IconArrowUp> = { none: IconArrowsSort, asc: IconArrowUp, desc: IconArrowDown };

interface Props {
  teamId: string;
  members: readonly TeamMember[];
  sort: DateAddedSort;
  onSortClick: () => void;
}

const nameOf = (m: TeamMember) => `${m.firstName} ${m.lastName}`;

function showRefusal(error: unknown) {
  if (isApiError(error) && !error.isServerFailure) notifications.show({ color: 'red', message: error.message });
}

/** The members of one team, in the order given; leaders in bold; visibility and remove controls. */
export function MemberTable({ teamId, members, sort, onSortClick }: Props) {
  const { can } = useCan();
  const canRemove = can('assignTeamToUsers');
  const canToggle = TEAM_VISIBILITY_EDITORS.some(can);
  const change = useChangeMembership(teamId);
  const visibility = useSetMemberVisibility(teamId);
  const SortIcon = SORT_ICONS[sort];

  const remove = (member: TeamMember) => {
    change.mutate(
      { userId: member.id, operation: 'UnAssign' },
      { onSuccess: () => notifications.show({ color: 'green', message: TEAM_MESSAGES.memberRemoved }), onError: showRefusal },
    );
  };

  const setVisible = (member: TeamMember, visible: boolean) => {
    visibility.mutate(
      { userId: member.id, visible },
      {
        onSuccess: () => notifications.show({ message: TEAM_MESSAGES.memberVisibilityChanged(nameOf(member), visible) }),
        onError: showRefusal,
      },
    );
  };

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <UnstyledButton onClick={onSortClick} aria-label={`Date added: ${SORT_NAMES[sort]}`} fw={700} fz="sm">
                Date added <SortIcon size={14} style={{ verticalAlign: 'middle' }} />
              </UnstyledButton>
            </Table.Th>
            <Table.Th>Visible</Table.Th>
            {canRemove && <Table.Th>Remove</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => {
            const bold = isBoldInTeamList(member.role);
            const locked = member.visible && !canHideTeamMember(member.role);
            return (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Text size="sm" component={bold ? 'strong' : 'span'} fw={bold ? 700 : 400}>
                    {nameOf(member)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" component={bold ? 'strong' : 'span'} fw={bold ? 700 : 400}>
                    {member.role}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={member.isActive ? 'teal' : 'gray'}>
                    {member.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
                <Table.Td>{pacificDate(new Date(member.addDateTime))}</Table.Td>
                <Table.Td>
                  <Tooltip label={TEAM_MESSAGES.leadersStayVisible} disabled={!locked || !canToggle}>
                    <span>
                      <Switch
                        aria-label={`${nameOf(member)} is visible in this team`}
                        checked={member.visible}
                        disabled={!canToggle || locked}
                        onChange={(event) => {
                          setVisible(member, event.currentTarget.checked);
                        }}
                      />
                    </span>
                  </Tooltip>
                </Table.Td>
                {canRemove && (
                  <Table.Td>
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
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
