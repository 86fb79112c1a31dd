import { TEAM_MESSAGES, teamToAssign, type UserProfile } from '@goodhours/domain';
import { Autocomplete, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useJoinTeam, useTeams } from '../../../api/teams';

/** Adds the person to a team by name, with the three messages of document 1 §5. */
export function ProfileAssignTeam({ userId, teams }: { userId: string; teams: UserProfile['teams'] }) {
  const all = useTeams();
  const join = useJoinTeam(userId);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const outcome = teamToAssign(typed, all.data ?? [], teams);
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      return;
    }
    setProblem(null);
    join.mutate(outcome.teamId, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: TEAM_MESSAGES.teamAssigned });
        setTyped('');
      },
      onError: () => notifications.show({ color: 'red', message: TEAM_MESSAGES.teamAssignFailed }),
    });
  };

  return (
    <Group align="flex-start" gap="xs">
      <Autocomplete
        aria-label="Team to assign"
        placeholder="Team name"
        data={(all.data ?? []).map((t) => t.teamName)}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          setProblem(null);
        }}
        error={problem}
        limit={10}
      />
      <Button variant="light" onClick={submit} loading={join.isPending}>
        Assign Team
      </Button>
    </Group>
  );
}
