import { mayManageTrackers, mayWarn, TRACKER_TITLE_MAX, WARNING_MESSAGES as M, type WarningTracker } from '@goodhours/domain';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlusMinus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTrackerChanges, useWarningTrackers } from '../../api/warnings';
import { useSessionUser } from '../../auth/use-session';
import { withLengthLimit } from '../../components/length-limit';

function TrackerLine({ tracker, onDelete }: { tracker: WarningTracker; onDelete: (t: WarningTracker) => void }) {
  const viewer = useSessionUser();
  const { toggle } = useTrackerChanges();
  if (!viewer) return null;
  const mayToggle = mayWarn(viewer, tracker.isActive ? 'deactivateWarningTracker' : 'reactivateWarningTracker');
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c={tracker.isActive ? undefined : 'dimmed'}>
        {tracker.title}
        {tracker.isActive ? '' : ' (inactive)'}
      </Text>
      <Group gap={4} wrap="nowrap">
        {mayToggle && (
          <Button
            size="compact-xs"
            variant="default"
            loading={toggle.isPending}
            onClick={() => toggle.mutate({ id: tracker.id, active: !tracker.isActive })}
          >
            {tracker.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        )}
        {mayWarn(viewer, 'deleteWarningTracker') && (
          <Button size="compact-xs" color="red" variant="light" onClick={() => onDelete(tracker)}>
            Delete
          </Button>
        )}
      </Group>
    </Group>
  );
}

function TrackerDialog({ onClose }: { onClose: () => void }) {
  const viewer = useSessionUser();
  const trackers = useWarningTrackers();
  const { add, remove } = useTrackerChanges();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const [deleting, setDeleting] = useState<WarningTracker | null>(null);
  if (!viewer) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return; // an empty title is ignored (document 2 §5)
    add.mutate(title.trim(), {
      onSuccess: () => setTitle(''),
      onError: (e) => setMessage({ color: 'red', text: e.message || M.genericError }),
    });
  };
  return (
    <Modal opened onClose={onClose} title="Warning trackers">
      <Stack>
        {message && (
          <Alert color={message.color} withCloseButton onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        )}
        {mayWarn(viewer, 'addWarningTracker') && (
          <form onSubmit={submit}>
            <Group align="flex-end">
              <TextInput
                label="New tracker"
                {...withLengthLimit({ value: title }, TRACKER_TITLE_MAX)}
                onChange={(e) => setTitle(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={add.isPending}>
                Add
              </Button>
            </Group>
          </form>
        )}
        {(trackers.data ?? []).map((t) => (
          <TrackerLine key={t.id} tracker={t} onDelete={setDeleting} />
        ))}
        {deleting && (
          <Alert color="red" title="Delete tracker">
            <Stack gap="xs">
              <Text size="sm">{M.deleteTrackerConfirm(deleting.title)}</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setDeleting(null)}>
                  Cancel
                </Button>
                <Button
                  size="xs"
                  color="red"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(deleting.id, {
                      onSuccess: () => {
                        setDeleting(null);
                        setMessage({ color: 'green', text: M.deleted });
                      },
                      onError: (e) => setMessage({ color: 'red', text: e.message || M.deleteFailed }),
                    })
                  }
                >
                  Delete tracker and its warnings
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}

/** The +/- control beside Team Member Tasks for people who manage warning trackers. */
export function TrackerControl() {
  const viewer = useSessionUser();
  const [opened, dialog] = useDisclosure(false);
  if (!viewer || !mayManageTrackers(viewer)) return null;
  return (
    <>
      <ActionIcon variant="default" aria-label="Manage warning trackers" title="Manage warning trackers" onClick={dialog.open}>
        <IconPlusMinus size={16} />
      </ActionIcon>
      {opened && <TrackerDialog onClose={dialog.close} />}
    </>
  );
}
