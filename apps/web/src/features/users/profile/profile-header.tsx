import type { UserProfile } from '@goodhours/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProfilePicture } from './profile-picture';
import { PageTitle } from '../../../components/page-title';

interface Props {
  profile: UserProfile;
  editing: boolean;
  canEdit: boolean;
  /** The person themself, or a holder of putUserProfile (the server decides again). */
  canChangePicture: boolean;
}

/** The person's picture, name, role and status; Edit or back to the view. */
export function ProfileHeader({ profile, editing, canEdit, canChangePicture }: Props) {
  const id = encodeURIComponent(profile.id);
  return (
    <Group justify="space-between" align="flex-start">
      <Group gap="md" wrap="nowrap">
        <ProfilePicture profile={profile} canChange={canChangePicture} />
        <Stack gap={4}>
          <PageTitle infoName="userProfile">
            {profile.firstName} {profile.lastName}
          </PageTitle>
          <Group gap="xs">
            <Badge variant="light">{profile.role}</Badge>
            <Badge variant="light" color={profile.isActive ? 'green' : 'gray'}>
              {profile.isActive ? 'Active' : 'Inactive'}
            </Badge>
            {profile.isProtected && (
              <Badge variant="light" color="grape">
                Protected
              </Badge>
            )}
            {profile.jobTitle && (
              <Text size="sm" c="dimmed">
                {profile.jobTitle}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
      {editing ? (
        <Button component={Link} to={`/userprofile/${id}`} variant="default" leftSection={<IconEye size={16} />}>
          Back to profile
        </Button>
      ) : (
        canEdit && (
          <Button component={Link} to={`/userprofileedit/${id}`} leftSection={<IconPencil size={16} />}>
            Edit
          </Button>
        )
      )}
    </Group>
  );
}
