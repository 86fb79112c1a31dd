import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { Tooltip } from '../../components/tooltip';

interface Props {
  /** What the value is: 'Team code'. */
  label: string;
  /** Whose value it is, for the edit button's name: 'Edit team code of Ann Lee'. */
  personName: string;
  /** The value as shown when not editing. */
  shown: ReactNode;
  /** Holders of the permission see the edit button. */
  canEdit: boolean;
  saving: boolean;
  /** The input, drawn while editing (its own label, value and error). */
  input: ReactNode;
  /** Saves; `done` closes the editor (on success). A refusal keeps it open with what was typed. */
  onSave: (done: () => void) => void;
  /** Editing starts: the input takes what is stored. */
  onStart: () => void;
}

/** A value shown with a pencil; clicked, an input with Save and Cancel (Enter saves, Escape cancels). */
export function EditInPlace({ label, personName, shown, canEdit, saving, input, onSave, onStart }: Props) {
  const [editing, setEditing] = useState(false);
  const pencil = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    // Back where the keyboard was before editing.
    setTimeout(() => pencil.current?.focus(), 0);
  };
  if (editing) {
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(close);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      >
        <Group gap="xs" align="flex-start" wrap="wrap">
          {input}
          <Group gap="xs" mt={26}>
            <Button type="submit" size="xs" loading={saving}>
              Save
            </Button>
            <Button size="xs" variant="default" onClick={close}>
              Cancel
            </Button>
          </Group>
        </Group>
      </form>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" component="span">
        <Text span fw={600} size="sm">
          {label}:
        </Text>{' '}
        {shown}
      </Text>
      {canEdit && (
        <Tooltip label={`Edit ${label.toLowerCase()}`}>
          <ActionIcon
            ref={pencil}
            variant="subtle"
            size="sm"
            aria-label={`Edit ${label.toLowerCase()} of ${personName}`}
            onClick={() => {
              onStart();
              setEditing(true);
            }}
          >
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
