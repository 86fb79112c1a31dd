import type { TaskImportRowError } from '@goodhours/domain';
import { Table, Text } from '@mantine/core';

/** At most this many problems are listed; the rest are counted. */
const SHOWN = 200;

/** The problems of a file, one line per row and column; rows are numbered as in the spreadsheet. */
export function TaskImportErrors({ errors }: { errors: readonly TaskImportRowError[] }) {
  const shown = errors.slice(0, SHOWN);
  return (
    <>
      <Table.ScrollContainer minWidth={420} mah={280}>
        <Table striped withTableBorder aria-label="Problems in the file" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((e) => (
              <Table.Tr key={`${String(e.row)}-${e.field}`}>
                <Table.Td>{e.row + 1}</Table.Td>
                <Table.Td>{e.field}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        Rows are numbered as in your spreadsheet, the header being row 1.
        {errors.length > SHOWN && ` ${String(errors.length - SHOWN)} more problems are not listed.`}
      </Text>
    </>
  );
}
