import { TEAM_MESSAGES, type Team } from '@goodhours/domain';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../api/client';
import { useUpdateTeam } from '../../api/teams';

/** Turns a team active or inactive at once ('Team updated successfully'). */
export function TeamActiveSwitch({ team }: { team: Team }) {
  const update = useUpdateTeam();
  const toggle = (isActive: boolean) => {
    update.mutate(
      { id: team.id, isActive },
      {
        onSuccess: () => notifications.show({ color: 'green', message: TEAM_MESSAGES.teamUpdated }),
        onError: (error) => {
          if (isApiError(error) && !error.isServerFailure) notifications.show({ color: 'red', message: error.message });
        },
      },
    );
  };
  return (
    <Switch
      aria-label={`${team.teamName} is active`}
      checked={update.isPending ? update.variables.isActive === true : team.isActive}
      disabled={update.isPending}
      onChange={(event) => {
        toggle(event.currentTarget.checked);
      }}
    />
  );
}
