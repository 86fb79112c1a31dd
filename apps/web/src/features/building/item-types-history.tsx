import { formatMoment, ITEM_TYPE_MESSAGES as M, type ItemTypeField } from '@goodhours/domain';
import { Table, Text, Title } from '@mantine/core';
import { useItemTypeChanges } from '../../api/item-types';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';

const FIELD_LABELS: Record<ItemTypeField, string> = {
  name: 'Name',
  description: 'Description',
  unit: 'Unit',
  fuel: 'Fuel',
  status: 'Status',
};

/** A type's changes, newest first: when (Pacific time), who, which field, and its old and new value. */
export function ItemTypesHistory({ typeId }: { typeId: string }) {
  const changes = useItemTypeChanges(typeId);
  let body;
  if (changes.isPending) body = <PageSkeleton rows={3} />;
  else if (changes.isError) body = <ErrorView error={changes.error} onRetry={() => void changes.refetch()} />;
  else if (changes.data.length === 0) body = <Text size="sm">{M.noChanges}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-labelledby="item-type-history-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Old</Table.Th>
              <Table.Th>New</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.data.map((change) => (
              <Table.Tr key={change.id}>
                <Table.Td>
                  <Text size="sm">{formatMoment(change.at)}</Text>
                </Table.Td>
                <Table.Td>{change.by ? `${change.by.firstName} ${change.by.lastName}` : '—'}</Table.Td>
                <Table.Td>{FIELD_LABELS[change.field]}</Table.Td>
                <Table.Td>{change.oldValue || '—'}</Table.Td>
                <Table.Td>{change.newValue || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <section aria-labelledby="item-type-history-heading">
      <Title order={3} size="h5" id="item-type-history-heading" mb="xs">
        Change history
      </Title>
      {body}
    </section>
  );
}
