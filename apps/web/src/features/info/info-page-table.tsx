import { INFO_VISIBILITY_LABELS, type InfoPage, formatMoment } from '@goodhours/domain';
import { ActionIcon, Badge, Group, Table, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Tooltip } from '../../components/tooltip';
import { DeleteInfoButton } from './delete-info-button';

const VISIBILITY_COLORS = { '0': 'teal', '1': 'grape', '2': 'blue' } as const;

function InfoRow({ page, onEdit }: { page: InfoPage; onEdit: (page: InfoPage) => void }) {
  return (
    <Table.Tr>
      <Table.Td fw={500}>{page.infoName}</Table.Td>
      <Table.Td>
        <Badge variant="light" tt="none" color={VISIBILITY_COLORS[page.visibility]}>
          {INFO_VISIBILITY_LABELS[page.visibility]}
        </Badge>
      </Table.Td>
      <Table.Td>{formatMoment(page.updatedAt)}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${page.infoName}`} onClick={() => onEdit(page)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <DeleteInfoButton page={page} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Every info page: its name, who may read it, when it last changed, and its actions. */
export function InfoPageTable({ pages, onEdit }: { pages: readonly InfoPage[]; onEdit: (page: InfoPage) => void }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Who may read it</Table.Th>
            <Table.Th>Last updated</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((page) => (
            <InfoRow key={page.id} page={page} onEdit={onEdit} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
