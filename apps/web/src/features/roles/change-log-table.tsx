import { permissionInfo, type PermissionChange, MESSAGES, formatMoment } from '@goodhours/domain';
import { Badge, Group, Table, Text } from '@mantine/core';
import { usePermissionChanges } from '../../api/roles';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';

function PermissionBadges({ keys, color }: { keys: readonly string[]; color: string }) {
  if (keys.length === 0) return <Text c="dimmed">–</Text>;
  return (
    <Group gap={4}>
      {keys.map((key) => (
        <Badge key={key} color={color} variant="light" tt="none" title={key}>
          {permissionInfo(key)?.label ?? key}
        </Badge>
      ))}
    </Group>
  );
}

function ChangeRow({ change }: { change: PermissionChange }) {
  return (
    <Table.Tr>
      <Table.Td>{formatMoment(change.at)}</Table.Td>
      <Table.Td>{change.actorName}</Table.Td>
      <Table.Td>
        {change.targetKind === 'role' ? 'Role' : 'User'}: {change.targetName}
      </Table.Td>
      <Table.Td>
        <PermissionBadges keys={change.added} color="green" />
      </Table.Td>
      <Table.Td>
        <PermissionBadges keys={change.removed} color="red" />
      </Table.Td>
    </Table.Tr>
  );
}

/** The last 100 permission changes: when, who, which role or person, what was added or removed. */
export function ChangeLogTable() {
  const changes = usePermissionChanges();
  if (changes.isPending) return <PageSkeleton rows={4} />;
  if (changes.isError) return <ErrorView error={changes.error} onRetry={() => void changes.refetch()} />;
  if (changes.data.length === 0) return <Text c="dimmed">{MESSAGES.noChanges}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Changed</Table.Th>
            <Table.Th>Added</Table.Th>
            <Table.Th>Removed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.data.map((change) => (
            <ChangeRow key={change.id} change={change} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
