import { formatMoment, type UnitLogEntry, type UnitUpdate } from '@goodhours/domain';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { UnitConditionText } from './unit-condition';
import { dayOrDash, personName, yesNo } from './unit-values';

/** The unit's custody log (document 3 §2.9): who took it out or brought it back, for whom, newest first. */
export function UnitLogTable({ log }: { log: readonly UnitLogEntry[] }) {
  if (log.length === 0) return <Text size="sm">Never checked out or in yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped aria-label="Custody log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Holder</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm">{dayOrDash(entry.workDate)}</Text>
                <Text size="xs" c="dimmed">
                  {formatMoment(entry.at)}
                </Text>
              </Table.Td>
              <Table.Td>{entry.action}</Table.Td>
              <Table.Td>
                {entry.holder ? (
                  <>
                    {entry.holder.name}
                    {entry.holder.external && (
                      <Badge ml={6} size="sm" variant="light" color="gray">
                        External
                      </Badge>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>{personName(entry.by)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What an update said besides its status: last used by and for, replacement, its description and note. */
function UpdateDetails({ update }: { update: UnitUpdate }) {
  const lines = [
    update.lastUsedBy && `Last used by: ${update.lastUsedBy}`,
    update.lastUsedFor && `Last used for: ${update.lastUsedFor}`,
    `Replacement required: ${yesNo(update.replacementRequired)}`,
    update.description,
    update.note && `Note sent: ${update.note}`,
  ].filter((line): line is string => Boolean(line));
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The unit's condition updates (document 3 §3 'Update-status form'), newest first. */
export function UnitUpdatesTable({ updates }: { updates: readonly UnitUpdate[] }) {
  if (updates.length === 0) return <Text size="sm">No updates yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" striped aria-label="Condition updates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Description</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {updates.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>{dayOrDash(u.updateDate)}</Table.Td>
              <Table.Td>{u.status}</Table.Td>
              <Table.Td>
                <UnitConditionText condition={u.condition} />
              </Table.Td>
              <Table.Td>{personName(u.by)}</Table.Td>
              <Table.Td maw={360}>
                <UpdateDetails update={u} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
