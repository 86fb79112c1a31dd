import { TEAM_MESSAGES, teamContracts, teamToAssign, type UserProfile } from '@goodhours/domain';
import { Autocomplete, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { profileKeys } from '../../api/profile';
import { teamKeys, useTeams } from '../../api/teams';

/** Adds the person to a team by name, with the three messages of document 1 §5. */
export function ProfileAssignTeam({ userId, teams }: { userId: string; teams: UserProfile['teams'] }) {
  const all = useTeams();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const assign = useMutation({
    mutationFn: (teamId: string) => call(teamContracts.changeMembership, { params: { id: teamId }, body: { userId, operation: 'Assign' } }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: TEAM_MESSAGES.teamAssigned });
      setTyped('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) }),
        queryClient.invalidateQueries({ queryKey: teamKeys.teams }),
      ]);
    },
    onError: () => notifications.show({ color: 'red', message: TEAM_MESSAGES.teamAssignFailed }),
  });

  const submit = () => {
    const outcome = teamToAssign(typed, all.data ?? [], teams);
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      return;
    }
    setProblem(null);
    assign.mutate(outcome.teamId);
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
      <Button variant="light" onClick={submit} loading={assign.isPending}>
        Assign Team
      </Button>
    </Group>
  );
}
