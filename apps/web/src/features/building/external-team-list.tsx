import { EXTERNAL_TEAM_MESSAGES as M, externalRoleLabel, externalTeamLabel, formatPhone, type ExternalTeamMember } from '@goodhours/domain';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { useExternalTeam } from '../../api/external-team';

const wrap = { overflowWrap: 'anywhere' } as const;

/** One member as a card: it reads the same on a phone and beside others on a wide screen. */
function MemberCard({ member }: { member: ExternalTeamMember }) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={name}>
      <Stack gap={4}>
        <Text fw={600} style={wrap}>
          {name}
        </Text>
        <Text size="sm" style={wrap}>
          {externalRoleLabel(member)} · {externalTeamLabel(member)}
        </Text>
        <Text size="sm" style={wrap}>
          {member.email}
        </Text>
        {member.phone && (
          <Text size="sm">
            {member.countryCode} {formatPhone(member.phone)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The external team members, newest first: name, role, team, email and phone. */
export function ExternalTeamList() {
  const members = useExternalTeam();
  if (members.isPending) return <PageSkeleton rows={3} />;
  if (members.isError) return <ErrorView error={members.error} onRetry={() => void members.refetch()} />;
  if (members.data.length === 0) return <Text c="dimmed">{M.noMembers}</Text>;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} p={0} m={0} style={{ listStyle: 'none' }} aria-label="External team members">
      {members.data.map((member) => (
        <MemberCard key={member.id} member={member} />
      ))}
    </SimpleGrid>
  );
}
