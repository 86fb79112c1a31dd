import { TEAM_MEMBER_READERS, type Team } from '@goodhours/domain';
import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import { useCan } from '../../auth/use-session';
import { Tooltip } from '../../components/tooltip';
import { DeleteTeamButton } from './delete-team-button';
import { TeamActiveSwitch } from './team-active-switch';
import { TeamCodeCell } from './team-code-cell';

interface Props {
  teams: readonly Team[];
  onMembers: (team: Team) => void;
  onEdit: (team: Team) => void;
}

/** The team list: name, code, active flag and member count, with the controls the caller may use. */
export function TeamTable({ teams, onMembers, onEdit }: Props) {
  const { can } = useCan();
  const canEdit = can('putTeam');
  const canDelete = can('deleteTeam');
  const canSeeMembers = TEAM_MEMBER_READERS.some(can);

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Active</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Team code</Table.Th>
            <Table.Th>Members</Table.Th>
            {(canEdit || canDelete) && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team.id}>
              <Table.Td>
                {canEdit ? (
                  <TeamActiveSwitch team={team} />
                ) : (
                  <Badge variant="light" color={team.isActive ? 'teal' : 'gray'}>
                    {team.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text fw={500}>{team.teamName}</Text>
              </Table.Td>
              <Table.Td>
                {canEdit ? <TeamCodeCell key={team.teamCode} team={team} /> : <Text size="sm">{team.teamCode || '—'}</Text>}
              </Table.Td>
              <Table.Td>
                {canSeeMembers ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconUsers size={14} />}
                    aria-label={`Members of ${team.teamName}: ${String(team.memberCount)}`}
                    onClick={() => {
                      onMembers(team);
                    }}
                  >
                    {team.memberCount}
                  </Button>
                ) : (
                  <Text size="sm">{team.memberCount}</Text>
                )}
              </Table.Td>
              {(canEdit || canDelete) && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {canEdit && (
                      <Tooltip label="Edit team">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${team.teamName}`}
                          onClick={() => {
                            onEdit(team);
                          }}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {canDelete && <DeleteTeamButton team={team} />}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
