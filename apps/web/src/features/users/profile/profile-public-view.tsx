import type { PublicProfile } from '@goodhours/domain';
import { Anchor, Avatar, Badge, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { Item, ProfileLinksAndTeams } from './profile-details';
import { FIELD_LABELS, shown, shownDay, timeZoneLabel } from './profile-labels';

/** What the public view says is kept private: the e-mail and phone number the person hides. */
function privateNote({ email, phoneNumber }: PublicProfile): string {
  const hidden = [email === undefined && 'e-mail address', phoneNumber === undefined && 'phone number'].filter(Boolean);
  if (hidden.length === 0) return 'Public profile.';
  return `Public profile: the ${hidden.join(' and ')} ${hidden.length > 1 ? 'are' : 'is'} private.`;
}

/**
 * A profile as a teammate sees it (decision 023): read-only, the public fields the server sent
 * and nothing else. The e-mail (as a mailto link) and phone number appear only when the person
 * shows them (their privacySettings); otherwise they never reach the page.
 */
export function ProfilePublicView({ profile }: { profile: PublicProfile }) {
  const name = `${profile.firstName} ${profile.lastName}`;
  const rows: ([string, ReactNode] | false)[] = [
    [FIELD_LABELS.firstName, profile.firstName],
    [FIELD_LABELS.lastName, profile.lastName],
    profile.email !== undefined && [FIELD_LABELS.email, <Anchor href={`mailto:${profile.email}`}>{profile.email}</Anchor>],
    [FIELD_LABELS.role, profile.role],
    [FIELD_LABELS.jobTitle, shown(profile.jobTitle)],
    profile.phoneNumber !== undefined && [FIELD_LABELS.phoneNumber, shown(profile.phoneNumber)],
    [FIELD_LABELS.teamCode, shown(profile.teamCode)],
    [FIELD_LABELS.timeZone, timeZoneLabel(profile.timeZone)],
    [FIELD_LABELS.weeklyCommittedHours, String(profile.weeklyCommittedHours)],
    [FIELD_LABELS.startDate, shownDay(profile.startDate)],
  ];
  const items = rows.filter((row) => row !== false);
  return (
    <Container fluid px={0} py="md">
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
              {privateNote(profile)}
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
