import { profilePictureProblem, USER_MESSAGES, type UserProfile } from '@goodhours/domain';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import { useSetProfilePicture } from '../../../api/profile';
import { Dialog } from '../../../components/dialog';
import { readAsDataUrl } from '../../../components/read-as-data-url';

/** The avatar; the person (or an editor of profiles) uploads a png or jpeg of at most 50 KB. */
export function ProfilePicture({ profile, canChange }: { profile: UserProfile; canChange: boolean }) {
  const save = useSetProfilePicture(profile.id);
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${profile.firstName} ${profile.lastName}`;

  const upload = async (file: File | null) => {
    if (!file) return;
    const dataUrl = await readAsDataUrl(file).catch(() => '');
    const local = profilePictureProblem(dataUrl);
    if (local) {
      setProblem(local);
      return;
    }
    save.mutate(dataUrl, {
      onError: (error) => {
        setProblem(isApiError(error) ? error.message : USER_MESSAGES.pictureType);
      },
    });
  };

  return (
    <Stack gap={4} align="center">
      <Avatar size={72} radius="xl" color="teal" src={profile.profilePic} alt={name}>
        {profile.firstName.charAt(0)}
        {profile.lastName.charAt(0)}
      </Avatar>
      {canChange && (
        <Group gap={4}>
          <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} size="compact-xs" variant="subtle" loading={save.isPending}>
                {profile.profilePic ? 'Change picture' : 'Add picture'}
              </Button>
            )}
          </FileButton>
          {profile.profilePic && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => {
                save.mutate(null);
              }}
            >
              Remove
            </Button>
          )}
        </Group>
      )}
      <Dialog
        opened={problem !== null}
        onClose={() => {
          setProblem(null);
        }}
        title={USER_MESSAGES.pictureErrorTitle}
      >
        <Text size="sm">{problem}</Text>
      </Dialog>
    </Stack>
  );
}
