import { formatDay, formatHours } from '@goodhours/domain';
import { Alert, Button, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { fetchEntriesCsv, useReportEntries, type EntriesScope } from '../../../api/reports';
import { downloadBlob } from '../../../components/download-file';
import { periodLabel } from '../report-period';

/** What a number of a report opens: its title ("Ann Lee on North Wall") and the rows' scope. */
export interface EntriesRequest {
  title: string;
  scope: EntriesScope;
}

function fileName({ title, scope }: EntriesRequest): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `entries-${slug || 'report'}-${scope.from}-to-${scope.to}.csv`;
}

function EntriesTable({ request }: { request: EntriesRequest }) {
  const query = useReportEntries(request.scope);
  const [saving, setSaving] = useState(false);
  if (query.isPending) return <Loader size="sm" role="status" aria-label="Loading the entries" />;
  if (query.isError) return <Alert color="red" role="alert" title={query.error.message} />;
  const rows = query.data.pages.flatMap((page) => page.rows);
  const download = async () => {
    setSaving(true);
    try {
      downloadBlob(fileName(request), await fetchEntriesCsv(request.scope));
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          {rows.length === 0
            ? 'Nothing was logged in this period.'
            : `${String(rows.length)} ${rows.length === 1 ? 'entry' : 'entries'}${query.hasNextPage ? ' shown, more below' : ''}`}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void download()} loading={saving} disabled={rows.length === 0}>
          Download all as CSV
        </Button>
      </Group>
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing={4} striped>
            <Table.Caption>Newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Person</Table.Th>
                <Table.Th scope="col">Project</Table.Th>
                <Table.Th scope="col">Task</Table.Th>
                <Table.Th scope="col" ta="right">
                  Hours
                </Table.Th>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col">Notes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.dateOfWork)}</Table.Td>
                  <Table.Td>
                    {row.firstName} {row.lastName}
                  </Table.Td>
                  <Table.Td>{row.projectName}</Table.Td>
                  <Table.Td>{row.taskName}</Table.Td>
                  <Table.Td ta="right">{formatHours(row.hours)}</Table.Td>
                  <Table.Td>{row.isTangible ? 'Tangible' : 'Intangible'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={3}>
                      {row.notes}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.hasNextPage && (
        <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Show more entries
        </Button>
      )}
    </Stack>
  );
}

/**
 * The rows behind a report's number (issue 18: every number opens down to its rows): the
 * period's entries in the number's scope, newest first, 200 at a time, and all of them as CSV.
 */
export function ReportEntriesDrawer({ request, onClose }: { request: EntriesRequest | null; onClose: () => void }) {
  return (
    <Drawer
      opened={request !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={request ? `${request.title}: ${periodLabel(request.scope)}` : ''}
      closeButtonProps={{ 'aria-label': 'Close the entries' }}
    >
      {request && <EntriesTable request={request} />}
    </Drawer>
  );
}
