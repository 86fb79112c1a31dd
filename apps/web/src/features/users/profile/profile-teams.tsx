import { TEAM_MEMBER_READERS, type UserProfile } from '@goodhours/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '../../../auth/use-session';
import { ProfileAssignTeam } from './profile-assign-team';
import { TeamMembersDialog, type TeamRef } from './team-members-dialog';

/** The person's teams; each opens its 'Members of {team}' dialog for those who may read members. */
export function ProfileTeams({ userId, teams }: { userId: string; teams: UserProfile['teams'] }) {
  const { can } = useCan();
  const [open, setOpen] = useState<TeamRef | null>(null);
  const readsMembers = TEAM_MEMBER_READERS.some((p) => can(p));
  return (
    <Stack gap="xs">
      {teams.length === 0 && (
        <Text size="sm" c="dimmed">
          Not a member of any team yet.
        </Text>
      )}
      <Group gap="xs">
        {teams.map((team) =>
          readsMembers ? (
            <Button
              key={team.id}
              size="compact-sm"
              variant="light"
              leftSection={<IconUsers size={14} />}
              onClick={() => {
                setOpen(team);
              }}
            >
              {team.teamName}
            </Button>
          ) : (
            <Badge key={team.id} variant="light" size="lg" tt="none">
              {team.teamName}
            </Badge>
          ),
        )}
      </Group>
      {can('assignTeamToUsers') && <ProfileAssignTeam userId={userId} teams={teams} />}
      <TeamMembersDialog
        team={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </Stack>
  );
}
