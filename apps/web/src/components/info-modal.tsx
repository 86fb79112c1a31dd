import { DEFAULT_INFO_VISIBILITY, INFO_EDITOR_MIN_HEIGHT, INFO_MESSAGES, type InfoPage } from '@goodhours/domain';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../api/client';
import { useCreateInfo, useUpdateInfo } from '../api/info';
import { Dialog } from './dialog';
import { InfoContent } from './info-content';
import { Tooltip } from './tooltip';

/** The editor (Tiptap and ProseMirror) loads only when the Owner starts editing. */
const InfoEditor = lazy(() => import('./info-editor').then((m) => ({ default: m.InfoEditor })));

export interface InfoModalProps {
  opened: boolean;
  onClose: () => void;
  infoName: string;
  /** The area's page, or null when none has been written yet. */
  page: InfoPage | null;
  /** The Owner may switch the pop-up to the editor (document 1 §4: view, click to edit, save, close). */
  canEdit: boolean;
}

/** An area's info pop-up: the page, and for the Owner an editor that saves (or first creates) it. */
export function InfoModal({ opened, onClose, infoName, page, canEdit }: InfoModalProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const create = useCreateInfo();
  const update = useUpdateInfo();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const refusal = isApiError(failure) && !failure.isServerFailure ? failure.message : null;

  const close = () => {
    setDraft(null);
    create.reset();
    update.reset();
    onClose();
  };

  const save = () => {
    if (draft === null) return;
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: INFO_MESSAGES.popupSaved });
        setDraft(null);
      },
      // The draft stays in the editor: nothing typed is lost on a refused save.
      onError: () => {
        notifications.show({ color: 'red', message: INFO_MESSAGES.popupSaveFailed });
      },
    };
    if (page) update.mutate({ id: page.id, infoContent: draft }, done);
    else create.mutate({ infoName, infoContent: draft, visibility: DEFAULT_INFO_VISIBILITY }, done);
  };

  return (
    <Dialog opened={opened} onClose={close} title="Info" size="lg">
      <Stack>
        {draft === null ? (
          page ? (
            <InfoContent html={page.infoContent} />
          ) : (
            <Text c="dimmed">{INFO_MESSAGES.popupEmpty}</Text>
          )
        ) : (
          <Suspense fallback={<Skeleton height={INFO_EDITOR_MIN_HEIGHT} />}>
            <InfoEditor initialContent={draft} onChange={setDraft} />
          </Suspense>
        )}
        {refusal && draft !== null && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          {canEdit && draft === null && (
            <Tooltip label={INFO_MESSAGES.clickToEdit}>
              <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setDraft(page?.infoContent ?? '')}>
                Edit
              </Button>
            </Tooltip>
          )}
          {draft !== null && (
            <Button onClick={save} loading={saving}>
              Save
            </Button>
          )}
          <Button variant="default" onClick={close}>
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
