import type { LogAction, ToolLogTable } from '@goodhours/domain';
import { MultiSelect, Stack, Table } from '@mantine/core';
import { useScreenQuery } from '../../components/use-screen-query';

type LogType = ToolLogTable['types'][number];

interface Props {
  types: readonly LogType[];
  action: LogAction;
  /** The units chosen, by type. */
  chosen: Readonly<Record<string, string[]>>;
  onChoose: (typeId: string, unitIds: string[]) => void;
}

const counts = (t: LogType) => `${String(t.working)} working, ${String(t.available)} available, ${String(t.using)} in use`;

/** A type's codes to choose, named after the type; the units it offers are those the action may take. */
function CodesSelect({ type, action, chosen, onChoose, label }: { type: LogType; label: 'visible' | 'hidden' } & Omit<Props, 'types'>) {
  const none = type.units.length === 0;
  return (
    <MultiSelect
      {...(label === 'visible' ? { label: type.name, description: counts(type) } : { 'aria-label': type.name })}
      placeholder={none ? (action === 'Check Out' ? 'None available' : 'None in use') : 'Choose codes'}
      disabled={none}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage="No unit has that code"
      data={type.units.map((u) => ({ value: u.id, label: u.code }))}
      value={chosen[type.typeId] ?? []}
      onChange={(ids) => onChoose(type.typeId, ids)}
      miw={label === 'hidden' ? 240 : undefined}
    />
  );
}

/**
 * The daily log's table (document 3 §2.9): per type the working, available and using counts and
 * the codes to check out or in. On a phone each type is its field, the counts under its name, so
 * nothing scrolls sideways.
 */
export function ToolLogTypes({ types, ...choice }: Props) {
  const wide = useScreenQuery('(min-width: 48em)');
  if (!wide) {
    return (
      <Stack gap="md">
        {types.map((type) => (
          <CodesSelect key={type.typeId} type={type} label="visible" {...choice} />
        ))}
      </Stack>
    );
  }
  return (
    <Table striped verticalSpacing="sm" aria-label="Tools and equipment">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Type</Table.Th>
          <Table.Th scope="col" ta="right">
            Working
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Available
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Using
          </Table.Th>
          <Table.Th scope="col">Codes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {types.map((type) => (
          <Table.Tr key={type.typeId}>
            <Table.Th scope="row" fw={600}>
              {type.name}
            </Table.Th>
            <Table.Td ta="right">{type.working}</Table.Td>
            <Table.Td ta="right">{type.available}</Table.Td>
            <Table.Td ta="right">{type.using}</Table.Td>
            <Table.Td w="45%">
              <CodesSelect type={type} label="hidden" {...choice} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
