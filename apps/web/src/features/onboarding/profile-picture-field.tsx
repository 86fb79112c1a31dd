import { profilePictureProblem, USER_MESSAGES } from '@goodhours/domain';
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { readAsDataUrl } from '../../components/read-as-data-url';
import { setupFieldId } from './setup-form-values';

interface Props {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  error?: ReactNode;
}

/**
 * The optional profile picture (document 3 §5, §9): a png or jpeg of at most 50 KB, judged in the
 * browser by its content; a refused file is explained in the 'Profile Pic Error' dialog and the
 * picture chosen before stays.
 */
export function ProfilePictureField({ value, onChange, error }: Props) {
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    const dataUrl = await readAsDataUrl(file).catch(() => '');
    const found = profilePictureProblem(dataUrl);
    if (found) setProblem(found);
    else onChange(dataUrl);
  };

  return (
    <Input.Wrapper labelElement="div" label="Profile picture (optional)" description="A png or jpeg file of at most 50 KB" error={error}>
      <Group gap="md" mt={6}>
        <Avatar size={72} radius="xl" src={value} alt={value ? 'Your profile picture' : undefined} color="teal" />
        <Stack gap={4}>
          <FileButton onChange={(file) => void choose(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} id={setupFieldId('profilePicture')} variant="light" size="sm">
                {value ? 'Choose another picture' : 'Choose a picture'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => {
                onChange(null);
              }}
            >
              Remove picture
            </Button>
          )}
        </Stack>
      </Group>
      <Dialog
        opened={problem !== null}
        onClose={() => {
          setProblem(null);
        }}
        title={USER_MESSAGES.pictureErrorTitle}
      >
        <Stack>
          <Text size="sm">{problem}</Text>
          <Group justify="flex-end">
            <Button
              data-autofocus
              onClick={() => {
                setProblem(null);
              }}
            >
              OK
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Input.Wrapper>
  );
}
