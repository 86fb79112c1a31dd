import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A part of a report: a card headed by its title, or a sentence saying it is empty. */
export function ReportSection({ title, empty, children }: { title: string; empty?: string | false; children?: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {empty ? <Text>{empty}</Text> : children}
      </Stack>
    </Card>
  );
}

/** A text column or a number column (aligned right). */
export type SectionColumn = string | { header: string; numeric: true };

/** A table of a report's section, scrolling sideways inside its card on a narrow screen. */
export function SectionTable({
  label,
  columns,
  minWidth = 480,
  children,
}: {
  label: string;
  columns: SectionColumn[];
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing={6} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ) : (
                <Table.Th key={c.header} scope="col" ta="right">
                  {c.header}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
