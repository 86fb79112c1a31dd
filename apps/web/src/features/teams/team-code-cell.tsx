import { TEAM_MESSAGES, updateTeamInput, type Team } from '@goodhours/domain';
import { ActionIcon, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useUpdateTeam } from '../../api/teams';

/**
 * A team's code, edited in place by people holding putTeam: Enter or the check mark saves it
 * ('Team code updated!'); a refused code stays in the box with the reason
 * ('It is not possible to save the team code.').
 */
export function TeamCodeCell({ team }: { team: Team }) {
  const update = useUpdateTeam();
  const [code, setCode] = useState(team.teamCode);
  const [error, setError] = useState<string | null>(null);
  const dirty = code.trim() !== team.teamCode;

  const save = () => {
    if (!dirty) return;
    const parsed = updateTeamInput.safeParse({ teamCode: code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TEAM_MESSAGES.teamCodeInvalid);
      return;
    }
    setError(null);
    update.mutate(
      { id: team.id, ...parsed.data },
      {
        onSuccess: (saved) => {
          setCode(saved.teamCode);
          notifications.show({ color: 'green', message: TEAM_MESSAGES.teamCodeUpdated });
        },
        onError: (failure) => {
          notifications.show({ color: 'red', message: TEAM_MESSAGES.teamCodeSaveFailed });
          if (isApiError(failure) && !failure.isServerFailure) setError(failure.fields?.teamCode ?? failure.message);
        },
      },
    );
  };

  return (
    <TextInput
      size="xs"
      w={150}
      aria-label={`Team code of ${team.teamName}`}
      placeholder="No code"
      value={code}
      error={error}
      onChange={(event) => {
        setCode(event.currentTarget.value);
        setError(null);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
      rightSection={
        dirty ? (
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={`Save team code of ${team.teamName}`}
            onClick={save}
            loading={update.isPending}
          >
            <IconCheck size={14} />
          </ActionIcon>
        ) : null
      }
    />
  );
}
