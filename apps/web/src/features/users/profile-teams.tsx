import { TEAM_MEMBER_READERS, type UserProfile } from '@goodhours/domain';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '../../auth/use-session';
import { TeamMembersDialog, type TeamRef } from './team-members-dialog';

/** The person's teams; each opens its 'Members of {team}' dialog for those who may read members. */
export function ProfileTeams({ teams }: { teams: UserProfile['teams'] }) {
  const { can } = useCan();
  const [open, setOpen] = useState<TeamRef | null>(null);
  if (teams.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Not a member of any team yet.
      </Text>
    );
  }
  const readsMembers = TEAM_MEMBER_READERS.some((p) => can(p));
  return (
    <>
      <Group gap="xs">
        {teams.map((team) =>
          readsMembers ? (
            <Button
              key={team.id}
              size="compact-sm"
              variant="light"
              leftSection={<IconUsers size={14} />}
              onClick={() => { setOpen(team); }}
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
      <TeamMembersDialog team={open} onClose={() => { setOpen(null); }} />
    </>
  );
}
