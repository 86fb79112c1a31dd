import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Tooltip } from './tooltip';

interface Props {
  /** What the row is, e.g. 'blue square': labels read 'Edit blue square {subject}'. */
  noun: string;
  subject: string;
  canEdit: boolean;
  canDelete: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit and delete icons of a list row, each shown only when allowed. */
export function EditDeleteActions({ noun, subject, canEdit, canDelete, deleting, onEdit, onDelete }: Props) {
  return (
    <Group gap="xs" wrap="nowrap">
      {canEdit && (
        <Tooltip label={`Edit ${noun}`}>
          <ActionIcon variant="subtle" aria-label={`Edit ${noun} ${subject}`} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip label={`Delete ${noun}`}>
          <ActionIcon color="red" variant="subtle" aria-label={`Delete ${noun} ${subject}`} onClick={onDelete} loading={deleting}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
