import type { MessagePreview } from '@goodhours/domain';
import { Modal, Stack, Text } from '@mantine/core';
import classes from './announcements.module.css';

/**
 * The email as it will leave (the server's own framing), drawn in a sandboxed frame: nothing in
 * it runs, and its styles cannot touch the page.
 */
export function EmailPreview({ preview, onClose }: { preview: MessagePreview | null; onClose: () => void }) {
  return (
    <Modal opened={preview !== null} onClose={onClose} title="Preview" size="xl">
      {preview && (
        <Stack gap="xs">
          <Text size="sm">
            <strong>Subject:</strong> {preview.subject}
          </Text>
          <iframe className={classes.preview} sandbox="" srcDoc={preview.html} title={`Preview of ${preview.subject}`} />
        </Stack>
      )}
    </Modal>
  );
}
