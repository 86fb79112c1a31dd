import type { MessagePreview } from '@goodhours/domain';
import { Dialog } from './dialog';
import { useScreenQuery } from './use-screen-query';

interface Props {
  preview: MessagePreview | undefined;
  opened: boolean;
  onClose: () => void;
}

/**
 * The email as it will leave, drawn in a sandboxed frame: no script runs and nothing in it can
 * reach the page. Full screen on a phone.
 */
export function EmailPreviewModal({ preview, opened, onClose }: Props) {
  const phone = useScreenQuery('(max-width: 48em)');
  return (
    <Dialog
      opened={opened && preview !== undefined}
      onClose={onClose}
      title={`Preview: ${preview?.subject ?? ''}`}
      size="xl"
      fullScreen={phone}
    >
      {preview && (
        <iframe
          sandbox=""
          srcDoc={preview.html}
          title={`The email “${preview.subject}” as it will leave`}
          style={{
            display: 'block',
            width: '100%',
            height: phone ? 'calc(100dvh - 90px)' : '70vh',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
            // An email is written for a light page, whatever the app's colour scheme.
            background: '#fff',
            colorScheme: 'light',
          }}
        />
      )}
    </Dialog>
  );
}
