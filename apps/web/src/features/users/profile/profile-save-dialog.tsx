import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Dialog } from '../../../components/dialog';

/** The save flow (document 1 §4): idle, saving, success or error. */
export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'success' } | { kind: 'error'; reason?: string };

export const SAVE_TEXTS = {
  savingTitle: 'Saving...',
  saving: 'Saving, will take just a second...',
  successTitle: 'Success!',
  success: 'The profile has been saved.',
  errorTitle: 'Error occured',
  error: 'Sorry an error occured while trying to save. Please try again another time.',
} as const;

/** The result dialog of 'Save Changes' (document 1 §2, §8). */
export function ProfileSaveDialog({ state, onClose }: { state: SaveState; onClose: () => void }) {
  const saving = state.kind === 'saving';
  const title =
    state.kind === 'success' ? SAVE_TEXTS.successTitle : state.kind === 'error' ? SAVE_TEXTS.errorTitle : SAVE_TEXTS.savingTitle;
  return (
    <Dialog
      opened={state.kind !== 'idle'}
      onClose={onClose}
      title={title}
      withCloseButton={!saving}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      centered
    >
      <Stack>
        {saving && (
          <Group>
            <Loader size="sm" />
            <Text size="sm">{SAVE_TEXTS.saving}</Text>
          </Group>
        )}
        {state.kind === 'success' && (
          <Group wrap="nowrap">
            <IconCircleCheck color="var(--mantine-color-green-6)" />
            <Text size="sm">{SAVE_TEXTS.success}</Text>
          </Group>
        )}
        {state.kind === 'error' && (
          <Group wrap="nowrap" align="flex-start">
            <IconCircleX color="var(--mantine-color-red-6)" />
            <Stack gap={4}>
              <Text size="sm">{SAVE_TEXTS.error}</Text>
              {state.reason && (
                <Text size="sm" c="red">
                  {state.reason}
                </Text>
              )}
            </Stack>
          </Group>
        )}
        {!saving && (
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        )}
      </Stack>
    </Dialog>
  );
}
