import { formatMoment } from '@goodhours/domain';
import { Anchor, Group, Pagination, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { fetchResponsesCsv, useResponsesTable, type ResponsesSource } from '../../api/forms';
import { CsvExportButton } from '../../components/csv-export-button';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';

/** An answer as typed; an email address is a link that writes to it. */
function Answer({ text, email }: { text: string; email: boolean }) {
  if (!email || text === '') return text;
  return <Anchor href={`mailto:${text}`}>{text}</Anchor>;
}

interface Props {
  source: ResponsesSource;
  /** The start of the exported file's name. */
  fileName: string;
  /** The table's accessible name. */
  label: string;
}

/**
 * The responses to a form, one version at a time (its questions are the columns): newest first,
 * 50 a page, in a table that scrolls inside its card on a narrow screen, exported as CSV.
 */
export function ResponsesPanel({ source, fileName, label }: Props) {
  const [version, setVersion] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const table = useResponsesTable(source, version, page);
  const data = table.data;

  if (table.isPending) return <PageSkeleton rows={4} />;
  if (table.isError) return <ErrorView error={table.error} onRetry={() => void table.refetch()} />;
  if (!data) return null;
  const lastPage = Math.max(1, Math.ceil(data.total / data.pageSize));
  const showRespondent = source.kind === 'form';

  return (
    <Stack gap="sm" aria-busy={table.isPlaceholderData}>
      <Group justify="space-between" align="flex-end">
        <Select
          label="Version"
          data={data.versions.map((v, i) => ({
            value: String(v),
            label: i === 0 ? `Version ${String(v)} (current)` : `Version ${String(v)}`,
          }))}
          value={String(data.version)}
          onChange={(v) => {
            setVersion(v === null ? null : Number(v));
            setPage(1);
          }}
          w={220}
        />
        <CsvExportButton fileName={`${fileName}-v${String(data.version)}`} fetchCsv={() => fetchResponsesCsv(source, data.version)} />
      </Group>
      {data.rows.length === 0 ? (
        <Text c="dimmed">No responses to this version yet.</Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={Math.max(480, 160 * (data.questions.length + 2))}>
            <Table aria-label={label} striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Submitted</Table.Th>
                  {showRespondent && <Table.Th>Respondent</Table.Th>}
                  {data.questions.map((q) => (
                    <Table.Th key={q.id}>{q.text}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(r.submittedAt)}</Table.Td>
                    {showRespondent && <Table.Td>{r.respondent ?? 'A former member'}</Table.Td>}
                    {data.questions.map((q) => (
                      <Table.Td key={q.id} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 360 }}>
                        <Answer text={r.answers[q.id] ?? ''} email={q.type === 'email'} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {data.total} {data.total === 1 ? 'response' : 'responses'} to version {data.version}
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
  );
}
