import { linksAreValid, USER_MESSAGES, type ProfileLink } from '@goodhours/domain';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { MediaFolderConfirm } from './links-media-folder-confirm';
import { isMediaFolder } from './links-rules';

interface Row extends ProfileLink {
  key: number;
  /** A saved Media Folder link stays locked until the editor confirms the change. */
  locked: boolean;
}

export interface LinksEditorProps {
  opened: boolean;
  /** Which list is edited, e.g. 'Personal links'. */
  kind: string;
  links: readonly ProfileLink[];
  /** Admin links: the Media Folder link needs a confirmation before it changes. */
  guardMediaFolder?: boolean;
  /** The stored media folder URL, to warn when the Media Folder link differs from it. */
  mediaUrl?: string;
  onClose: () => void;
  onSave: (links: ProfileLink[]) => void;
}

/** The 'Edit Links' dialog: rows of Name and Link; Update keeps the dialog open until valid. */
export function LinksEditorDialog(props: LinksEditorProps) {
  return (
    <Dialog opened={props.opened} onClose={props.onClose} title="Edit Links" size="lg">
      {props.opened && <LinksEditor {...props} />}
    </Dialog>
  );
}

let nextKey = 0;
const toRow = (link: ProfileLink, guard: boolean): Row => ({ ...link, key: nextKey++, locked: guard && isMediaFolder(link) });

function LinksEditor({ kind, links, guardMediaFolder = false, mediaUrl = '', onClose, onSave }: LinksEditorProps) {
  const [rows, setRows] = useState<Row[]>(() => links.map((l) => toRow(l, guardMediaFolder)));
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);

  const change = (key: number, patch: Partial<Row>) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  const remove = (key: number) => {
    setRows((list) => list.filter((r) => r.key !== key));
  };
  const update = () => {
    const kept = rows.filter((r) => r.Name.trim() || r.Link.trim()).map((r) => ({ Name: r.Name.trim(), Link: r.Link.trim() }));
    if (!linksAreValid(kept)) {
      setInvalid(true);
      return;
    }
    onSave(kept);
    onClose();
  };
  const media = rows.find((r) => guardMediaFolder && isMediaFolder(r));
  const mediaDiffers = media !== undefined && mediaUrl !== '' && media.Link.trim() !== mediaUrl;

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {kind}: a name and a link for each row. Names must be unique.
      </Text>
      {rows.map((row, i) => (
        <Stack key={row.key} gap={4}>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={i === 0 ? 'Name' : undefined}
              aria-label={`Name ${String(i + 1)}`}
              value={row.Name}
              readOnly={row.locked}
              onChange={(e) => {
                change(row.key, { Name: e.currentTarget.value });
              }}
              style={{ flex: 1 }}
            />
            <TextInput
              label={i === 0 ? 'Link' : undefined}
              aria-label={`Link ${String(i + 1)}`}
              value={row.Link}
              readOnly={row.locked}
              onChange={(e) => {
                change(row.key, { Link: e.currentTarget.value });
              }}
              style={{ flex: 2 }}
            />
            {row.locked ? (
              <Button
                variant="light"
                color="orange"
                onClick={() => {
                  setConfirming(row.key);
                }}
              >
                Edit
              </Button>
            ) : (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove link ${String(i + 1)}`}
                onClick={() => {
                  remove(row.key);
                }}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
          {confirming === row.key && (
            <MediaFolderConfirm
              onConfirm={() => {
                change(row.key, { locked: false });
                setConfirming(null);
              }}
              onCancel={() => {
                setConfirming(null);
              }}
            />
          )}
        </Stack>
      ))}
      {mediaDiffers && (
        <Alert color="yellow" p="xs">
          The Media Folder link differs from the stored media folder ({mediaUrl}); saving replaces it.
        </Alert>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            setRows((list) => [...list, toRow({ Name: '', Link: '' }, false)]);
          }}
        >
          Add link
        </Button>
      </Group>
      {invalid && (
        <Text c="red" size="sm" role="alert">
          {USER_MESSAGES.invalidLinks}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={update}>Update</Button>
      </Group>
    </Stack>
  );
}
