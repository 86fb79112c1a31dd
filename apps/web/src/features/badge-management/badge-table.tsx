import type { BadgeAdmin } from '@goodhours/domain';
import { Badge, Table, Text } from '@mantine/core';
import { BadgePicture } from '../badges';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { criteriaText } from './badge-criteria';

interface Props {
  badges: readonly BadgeAdmin[];
  canEdit: boolean;
  canDelete: boolean;
  deletingId: string | null;
  onEdit: (badge: BadgeAdmin) => void;
  onDelete: (badge: BadgeAdmin) => void;
}

/** The badges in badge order: picture, name, type, criteria, ranking, description and holders. */
export function BadgeTable({ badges, canEdit, canDelete, deletingId, onEdit, onDelete }: Props) {
  const withActions = canEdit || canDelete;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Picture</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Criteria</Table.Th>
            <Table.Th>Ranking</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Holders</Table.Th>
            {withActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {badges.map((badge) => (
            <Table.Tr key={badge.id}>
              <Table.Td>
                <BadgePicture badge={badge} />
              </Table.Td>
              <Table.Td>
                <Text fw={500}>{badge.badgeName}</Text>
                {badge.excludedFromCount && (
                  <Badge size="xs" variant="light" color="gray">
                    Not counted among new badges
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{badge.type}</Table.Td>
              <Table.Td>{criteriaText(badge)}</Table.Td>
              <Table.Td>{badge.ranking === 0 ? '0 (last)' : badge.ranking}</Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {badge.description}
                </Text>
              </Table.Td>
              <Table.Td>{badge.holders}</Table.Td>
              {withActions && (
                <Table.Td>
                  <EditDeleteActions
                    noun="badge"
                    subject={badge.badgeName}
                    canEdit={canEdit}
                    canDelete={canDelete}
                    deleting={deletingId === badge.id}
                    onEdit={() => {
                      onEdit(badge);
                    }}
                    onDelete={() => {
                      onDelete(badge);
                    }}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
