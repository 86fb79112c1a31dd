import type { BmItemType } from '@goodhours/domain';
import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import { IconArchive, IconPencil, IconRestore } from '@tabler/icons-react';
import { Tooltip } from '../../components/tooltip';

export type ItemTypeAction = 'edit' | 'archive' | 'restore';

interface Props {
  types: readonly BmItemType[];
  /** The type whose archiving or restoring is on its way, if any. */
  busyId: string | null;
  onAction: (action: ItemTypeAction, type: BmItemType) => void;
}

/** Item types with their category, unit, description, fuel (equipment), use and status. */
export function ItemTypesTable({ types, busyId, onAction }: Props) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Fuel</Table.Th>
            <Table.Th>In use</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => {
            const archived = type.archivedAt !== null;
            return (
              <Table.Tr key={type.id}>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {type.name}
                  </Text>
                </Table.Td>
                <Table.Td>{type.category}</Table.Td>
                <Table.Td>{type.unit}</Table.Td>
                <Table.Td>
                  <Text size="sm" maw={280}>
                    {type.description || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{type.fuel ?? '—'}</Table.Td>
                <Table.Td>{type.inUse ? 'Yes' : 'No'}</Table.Td>
                <Table.Td>
                  {archived ? (
                    <Badge color="gray" variant="outline">
                      Archived
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      Active
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={`Edit ${type.name}`}>
                      <ActionIcon variant="subtle" aria-label={`Edit ${type.name}`} onClick={() => onAction('edit', type)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={archived ? `Restore ${type.name}` : `Archive ${type.name}`}>
                      <ActionIcon
                        variant="subtle"
                        color={archived ? undefined : 'orange'}
                        aria-label={archived ? `Restore ${type.name}` : `Archive ${type.name}`}
                        loading={busyId === type.id}
                        onClick={() => onAction(archived ? 'restore' : 'archive', type)}
                      >
                        {archived ? <IconRestore size={16} /> : <IconArchive size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
