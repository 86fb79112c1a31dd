import type { UserProfile } from '@goodhours/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LinksList } from './links-list';
import { bioLabel, FIELD_LABELS, shown, shownDay, timeZoneLabel } from './profile-labels';
import { ProfileTeams } from './profile-teams';

export function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </div>
  );
}

/** Everything of the profile the caller may see, read-only. */
export function ProfileDetails({ profile }: { profile: UserProfile }) {
  const items: [string, string][] = [
    [FIELD_LABELS.firstName, profile.firstName],
    [FIELD_LABELS.lastName, profile.lastName],
    [FIELD_LABELS.email, profile.email],
    [FIELD_LABELS.role, profile.role],
    [FIELD_LABELS.jobTitle, shown(profile.jobTitle)],
    [FIELD_LABELS.phoneNumber, shown(profile.phoneNumber)],
    [FIELD_LABELS.teamCode, shown(profile.teamCode)],
    [FIELD_LABELS.timeZone, timeZoneLabel(profile.timeZone)],
    [FIELD_LABELS.weeklyCommittedHours, String(profile.weeklyCommittedHours)],
    [FIELD_LABELS.startDate, shownDay(profile.startDate)],
    [FIELD_LABELS.endDate, shownDay(profile.endDate)],
    [FIELD_LABELS.bioPosted, bioLabel(profile.bioPosted)],
  ];
  return (
    <Stack>
      <Paper withBorder p="md" component="section" aria-label="Profile details">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" m={0}>
          {items.map(([label, value]) => (
            <Item key={label} label={label} value={value} />
          ))}
        </SimpleGrid>
      </Paper>
      <ProfileLinksAndTeams profile={profile} />
    </Stack>
  );
}

/** Links and teams, shared by the view, the public view and the read-only parts of the edit page. */
export function ProfileLinksAndTeams({
  profile,
}: {
  profile: Pick<UserProfile, 'id' | 'personalLinks' | 'teams'> & Partial<Pick<UserProfile, 'adminLinks'>>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: profile.adminLinks ? 3 : 2 }}>
      <Paper withBorder p="md">
        <Title order={2} size="h5" mb="xs">
          {FIELD_LABELS.personalLinks}
        </Title>
        <LinksList links={profile.personalLinks} label={FIELD_LABELS.personalLinks} />
      </Paper>
      {profile.adminLinks && (
        <Paper withBorder p="md">
          <Title order={2} size="h5" mb="xs">
            {FIELD_LABELS.adminLinks}
          </Title>
          <LinksList links={profile.adminLinks} label={FIELD_LABELS.adminLinks} />
        </Paper>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h5" mb="xs">
          Teams
        </Title>
        <ProfileTeams userId={profile.id} teams={profile.teams} />
      </Paper>
    </SimpleGrid>
  );
}
