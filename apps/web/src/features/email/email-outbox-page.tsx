import { formatMoment, MAIL_STATUSES, type MailStatus } from '@goodhours/domain';
import { Anchor, Container, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useOutbox, useOutboxCounts } from '../../api/email-outbox';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { MailDrawer } from './mail-drawer';
import { STATUS_LABELS, StatusBadge } from './status-badge';

const ALL = 'all';

/**
 * /emailoutbox (Owners, document 4 §9): every email the organisation sends, queued, being sent,
 * sent, failed or cancelled, with how many stand in each; found by status and address; each one
 * read in a drawer, a failed one sent again and a waiting one cancelled.
 */
export function EmailOutboxPage() {
  const [status, setStatus] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [to] = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState<string | null>(null);
  const counts = useOutboxCounts();
  const shown = status === ALL ? null : (status as MailStatus);
  const list = useOutbox(shown, to);
  const total = counts.data ? MAIL_STATUSES.reduce((n, s) => n + counts.data[s], 0) : null;
  const label = (s: MailStatus) => `${STATUS_LABELS[s]}${counts.data ? ` (${String(counts.data[s])})` : ''}`;

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <PageTitle infoName="emailOutbox">Email Outbox</PageTitle>
        <Group gap="lg" aria-label="Emails by status" role="group">
          {MAIL_STATUSES.map((s) => (
            <Text key={s} size="sm">
              {STATUS_LABELS[s]}: <strong>{counts.data?.[s] ?? '…'}</strong>
            </Text>
          ))}
        </Group>
        <Group align="flex-end">
          <Select
            label="Status"
            value={status}
            onChange={(v) => setStatus(v ?? ALL)}
            data={[
              { value: ALL, label: `All${total === null ? '' : ` (${String(total)})`}` },
              ...MAIL_STATUSES.map((s) => ({ value: s, label: label(s) })),
            ]}

            w={200}
          />
          <TextInput
            label="Recipient"
            placeholder="Part of an address"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={260}
          />
        </Group>
        {list.isPending && <PageSkeleton rows={6} />}
        {list.isError && <ErrorView error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && list.data.length === 0 && <Text c="dimmed">No email matches.</Text>}
        {list.data && list.data.length > 0 && (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={760}>
              <Table aria-label="Emails" striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Subject</Table.Th>
                    <Table.Th>To</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Tries</Table.Th>
                    <Table.Th>Queued</Table.Th>
                    <Table.Th>Sent</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td>
                        <Anchor component="button" type="button" size="sm" onClick={() => setOpen(m.id)} ta="left">
                          {m.subject}
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.to}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={m.status} />
                      </Table.Td>
                      <Table.Td>{m.attempts}</Table.Td>
                      <Table.Td>{formatMoment(m.createdAt)}</Table.Td>
                      <Table.Td>{m.sentAt ? formatMoment(m.sentAt) : ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
        {list.data?.length === 200 && (
          <Text size="sm" c="dimmed">
            The newest 200 are shown: choose a status or a recipient to find older ones.
          </Text>
        )}
      </Stack>
      <MailDrawer id={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
