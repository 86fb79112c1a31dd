import { TEAM_MESSAGES, type Team } from '@goodhours/domain';
import { ActionIcon, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteTeam } from '../../api/teams';
import { Tooltip } from '../../components/tooltip';

/** Deletes a team after a confirmation; its memberships go with it. */
export function DeleteTeamButton({ team }: { team: Team }) {
  const remove = useDeleteTeam();

  const deleteTeam = () => {
    remove.mutate(team.id, {
      onSuccess: () => notifications.show({ color: 'green', message: TEAM_MESSAGES.teamDeleted }),
      onError: () => notifications.show({ color: 'red', message: TEAM_MESSAGES.teamDeleteFailed }),
    });
  };

  const confirm = () => {
    modals.openConfirmModal({
      title: 'Delete team',
      children: <Text size="sm">{TEAM_MESSAGES.deleteQuestion(team.teamName, team.memberCount)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: deleteTeam,
    });
  };

  return (
    <Tooltip label="Delete team">
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${team.teamName}`} onClick={confirm} loading={remove.isPending}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
