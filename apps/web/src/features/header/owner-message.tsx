import { hasPermission, HEADER_MESSAGES as M, isOwnerImage, OWNER_IMAGE_MAX_BYTES, ownerMessageInput } from '@goodhours/domain';
import { ActionIcon, Alert, Button, Checkbox, FileButton, Group, Image, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronUp, IconEye, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useOwnerMessage, useOwnerMessageChanges } from '../../api/header';
import { useSessionUser } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import classes from './owner-message.module.css';
import { useDismissed } from './use-dismissed';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

function MessageEditor({ initial, onClose }: { initial: string; onClose: () => void }) {
  const { save } = useOwnerMessageChanges();
  const [message, setMessage] = useState(initial);
  const [standard, setStandard] = useState(false);
  const [invalidImage, setInvalidImage] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | null) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > OWNER_IMAGE_MAX_BYTES) {
      setInvalidImage(true);
      return;
    }
    setMessage(await readDataUrl(file));
  };
  const submit = () => {
    const parsed = ownerMessageInput.safeParse({ newMessage: message, isStandard: standard });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.messageRequired);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.messageSaved });
        onClose();
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <Modal opened onClose={onClose} title="Header message">
      <Stack>
        {isOwnerImage(message) ? (
          <Image src={message} alt="Header message picture" mah={160} fit="contain" />
        ) : (
          <Textarea label="Message" value={message} onChange={(e) => setMessage(e.currentTarget.value)} autosize minRows={2} />
        )}
        <Group>
          <FileButton onChange={(f) => void choose(f)} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button variant="default" size="xs" {...props}>
                Choose a picture
              </Button>
            )}
          </FileButton>
          {isOwnerImage(message) && (
            <Button variant="subtle" size="xs" onClick={() => setMessage('')}>
              Use text instead
            </Button>
          )}
        </Group>
        <Checkbox
          label="Make this the standard message (shown when there is no other)"
          checked={standard}
          onChange={(e) => setStandard(e.currentTarget.checked)}
        />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <Dialog opened={invalidImage} onClose={() => setInvalidImage(false)} title="Invalid image">
        <Stack>
          <Text>{M.invalidImage}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setInvalidImage(false)}>Ok</Button>
          </Group>
        </Stack>
      </Dialog>
    </Modal>
  );
}

const HIDDEN_KEY = 'goodhours:header-message-hidden';

/** Whether the element's text is cut short by its line clamp (read again as its width changes). */
function useCutShort<T extends HTMLElement>(): [(el: T | null) => (() => void) | undefined, boolean] {
  const [cut, setCut] = useState(false);
  const ref = useCallback((el: T | null) => {
    if (!el) return undefined;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, cut];
}

/**
 * The message itself, one line (a small picture) until opened. The text is text, not a control
 * (a control cut short hides its own name); a small button beside it opens and closes it when it
 * is cut short.
 */
function Shown({ shown }: { shown: string }) {
  const [open, setOpen] = useState(false);
  const [textRef, cut] = useCutShort<HTMLParagraphElement>();
  const picture = isOwnerImage(shown);
  return (
    <>
      <div className={classes.message}>
        {picture ? (
          <Image src={shown} alt="Header message" mah={open ? 160 : 32} w="auto" fit="contain" />
        ) : (
          <Text ref={textRef} size="sm" fw={500} lineClamp={open ? undefined : 1}>
            {shown}
          </Text>
        )}
      </div>
      {(picture || cut || open) && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-expanded={open}
          aria-label={open ? 'Show less of the header message' : 'Show the whole header message'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        </ActionIcon>
      )}
    </>
  );
}

/**
 * The Owner's message under the header (text or picture), one line until opened; a reader may hide
 * it until the message changes; its editors change or delete it.
 */
export function OwnerMessageBar() {
  const user = useSessionUser();
  const message = useOwnerMessage();
  const { remove } = useOwnerMessageChanges();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const shown = message.data ? message.data.ownerMessage || message.data.standardMessage : '';
  const hidden = useDismissed(HIDDEN_KEY, shown);
  if (!user || !message.data) return null;
  const editor = hasPermission(user, 'editHeaderMessage');
  if ((!shown || hidden.dismissed) && !editor) return null;
  return (
    <Group justify="center" gap={4} wrap="nowrap" aria-label="Header message" role="note" className={classes.bar}>
      {shown && !hidden.dismissed && <Shown shown={shown} />}
      {editor && (
        <>
          <ActionIcon variant="subtle" aria-label={shown ? 'Edit header message' : 'Add header message'} onClick={() => setEditing(true)}>
            <IconPencil size={16} />
          </ActionIcon>
          {message.data.ownerMessage && (
            <ActionIcon variant="subtle" color="red" aria-label="Delete header message" onClick={() => setDeleting(true)}>
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </>
      )}
      {shown &&
        (hidden.dismissed ? (
          <ActionIcon variant="subtle" color="gray" aria-label="Show header message" onClick={hidden.undo}>
            <IconEye size={16} />
          </ActionIcon>
        ) : (
          <ActionIcon variant="subtle" color="gray" aria-label="Hide header message" onClick={hidden.dismiss}>
            <IconX size={16} />
          </ActionIcon>
        ))}
      {editing && <MessageEditor initial={message.data.ownerMessage} onClose={() => setEditing(false)} />}
      <Dialog opened={deleting} onClose={() => setDeleting(false)} title="Delete header message">
        <Stack>
          <Text>{M.deleteConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: M.messageDeleted });
                    setDeleting(false);
                  },
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Group>
  );
}
