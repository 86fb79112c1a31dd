import type { PublicProfile } from '@goodhours/domain';
import { Avatar, Badge, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { Item, ProfileLinksAndTeams } from './profile-details';
import { FIELD_LABELS, shown, timeZoneLabel } from './profile-labels';

/**
 * A profile as a teammate sees it (decision 023): read-only, the public fields the server sent
 * and nothing else; the e-mail and phone number the person keeps private never reach the page.
 */
export function ProfilePublicView({ profile }: { profile: PublicProfile }) {
  const name = `${profile.firstName} ${profile.lastName}`;
  const items: [string, string][] = [
    [FIELD_LABELS.firstName, profile.firstName],
    [FIELD_LABELS.lastName, profile.lastName],
    [FIELD_LABELS.role, profile.role],
    [FIELD_LABELS.jobTitle, shown(profile.jobTitle)],
    [FIELD_LABELS.teamCode, shown(profile.teamCode)],
    [FIELD_LABELS.timeZone, timeZoneLabel(profile.timeZone)],
    [FIELD_LABELS.weeklyCommittedHours, String(profile.weeklyCommittedHours)],
    [FIELD_LABELS.startDate, shown(profile.startDate)],
  ];
  return (
    <Container size="xl" py="md">
      <Stack>
        <Group gap="md" wrap="nowrap">
          <Avatar size={72} radius="xl" color="teal" src={profile.profilePic} alt={name}>
            {profile.firstName.charAt(0)}
            {profile.lastName.charAt(0)}
          </Avatar>
          <Stack gap={4}>
            <PageTitle infoName="userProfile">{name}</PageTitle>
            <Group gap="xs">
              <Badge variant="light">{profile.role}</Badge>
              <Badge variant="light" color={profile.isActive ? 'green' : 'gray'}>
                {profile.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Public profile: the e-mail address and phone number are private.
            </Text>
          </Stack>
        </Group>
        <Paper withBorder p="md" component="section" aria-label="Profile details">
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" m={0}>
            {items.map(([label, value]) => (
              <Item key={label} label={label} value={value} />
            ))}
          </SimpleGrid>
        </Paper>
        <ProfileLinksAndTeams profile={profile} />
      </Stack>
    </Container>
  );
}
