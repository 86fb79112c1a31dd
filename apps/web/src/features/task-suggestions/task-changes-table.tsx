import type { TaskFieldChange } from '@goodhours/domain';
import { Badge, Table, Text } from '@mantine/core';

const EMPTY = '—';

/**
 * A task field by field, before and after. Changed fields are highlighted and marked 'Changed';
 * with `onlyChanged`, the others are left out.
 */
export function TaskChangesTable({
  changes,
  onlyChanged = false,
  label,
}: {
  changes: readonly TaskFieldChange[];
  onlyChanged?: boolean;
  label: string;
}) {
  const rows = onlyChanged ? changes.filter((c) => c.changed) : changes;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder aria-label={label} fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">Field</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.field} bg={c.changed ? 'var(--mantine-color-yellow-light)' : undefined} data-changed={c.changed || undefined}>
              <Table.Td>
                <Text size="sm" fw={c.changed ? 600 : 400} span>
                  {c.label}
                </Text>
                {c.changed && (
                  <Badge size="xs" color="yellow" variant="filled" ml={6}>
                    Changed
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }} c={c.changed ? 'dimmed' : undefined}>
                {c.changed ? <s>{c.before || EMPTY}</s> : c.before || EMPTY}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }} fw={c.changed ? 600 : undefined}>
                {c.after || EMPTY}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
