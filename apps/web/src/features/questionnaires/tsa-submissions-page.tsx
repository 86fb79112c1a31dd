import { formatMoment } from '@goodhours/domain';
import { Anchor, Container, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchTsaCsv, useTsaSubmissions } from '../../api/tsa';
import { CsvExportButton } from '../../components/csv-export-button';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { TsaSubmissionDrawer } from './tsa-submission-drawer';

/**
 * /tsasubmissions (Owners): the technical-support questionnaires submitted, newest first, with who
 * submitted each, when, the agreement's version and the name signed; each opened to read all its
 * answers; all exported as CSV.
 */
export function TsaSubmissionsPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useTsaSubmissions(page);
  const data = list.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <PageTitle infoName="tsaSubmissions">Technical Support Questionnaires</PageTitle>
          <CsvExportButton fileName="tsa-submissions" fetchCsv={fetchTsaCsv} />
        </Group>
        <Anchor component={Link} to="/tsaformpage1" size="sm">
          Open the questionnaire
        </Anchor>
        {list.isPending && <PageSkeleton rows={6} />}
        {list.isError && <ErrorView error={list.error} onRetry={() => void list.refetch()} />}
        {data && data.items.length === 0 && <Text c="dimmed">No questionnaire has been submitted yet.</Text>}
        {data && data.items.length > 0 && (
          <Stack gap="sm" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={720}>
                <Table aria-label="Submitted questionnaires" striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Submitted</Table.Th>
                      <Table.Th>Agreement version</Table.Th>
                      <Table.Th>Signed as</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>
                          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setOpen(s.id)}>
                            {s.submitter?.name ?? 'A former member'}
                          </Anchor>
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.submitter?.email ?? ''}</Table.Td>
                        <Table.Td>{formatMoment(s.submittedAt)}</Table.Td>
                        <Table.Td>{s.agreementVersion}</Table.Td>
                        <Table.Td>{s.signedName}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {data.total} submitted
              </Text>
              <Pagination
                total={lastPage}
                value={page}
                onChange={setPage}
                hideWithOnePage
                getItemProps={(p) => ({ 'aria-label': `Page ${String(p)}` })}
              />
            </Group>
          </Stack>
        )}
      </Stack>
      <TsaSubmissionDrawer id={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
