import { formatMoment } from '@goodhours/domain';
import { Anchor, Badge, Button, Drawer, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import {
  useAnnouncement,
  useAnnouncements,
  useResendAnnouncement,
  type AnnouncementSent,
  type AnnouncementSummary,
} from '../../api/announcements';
import { useTeams } from '../../api/teams';
import { toastRefusal } from '../../components/confirm-delete';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { audienceLabel, progressLine } from './announcement-form';
import classes from './announcements.module.css';

/** The announcements and emails sent before, newest first, each opened to read it or send it again. */
export function AnnouncementHistory({ onResent }: { onResent: (sent: AnnouncementSent) => void }) {
  const list = useAnnouncements();
  const teams = useTeams();
  const [open, setOpen] = useState<string | null>(null);
  const teamName = (id: string) => teams.data?.find((t) => t.id === id)?.teamName;

  if (list.isPending) return <PageSkeleton rows={3} />;
  if (list.isError) return <ErrorView error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <Text c="dimmed">Nothing has been sent yet.</Text>;
  return (
    <>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Sent announcements" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>Sent by</Table.Th>
                <Table.Th>When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setOpen(a.id)}>
                      {a.subject}
                    </Anchor>
                    {a.source === 'sendemail' && (
                      <Badge ml="xs" variant="light" size="sm">
                        Email
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{audienceLabel(a.audience, teamName)}</Table.Td>
                  <Table.Td>{progressLine(a.progress, a.recipients)}</Table.Td>
                  <Table.Td>{a.createdBy}</Table.Td>
                  <Table.Td>{formatMoment(a.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <AnnouncementDrawer
        id={open}
        teamName={teamName}
        onClose={() => setOpen(null)}
        onResent={(sent) => {
          setOpen(null);
          onResent(sent);
        }}
      />
    </>
  );
}

interface DrawerProps {
  id: string | null;
  teamName: (id: string) => string | undefined;
  onClose: () => void;
  onResent: (sent: AnnouncementSent) => void;
}

/** One announcement: whom it went to, how far it has come, its message; it can be sent again. */
function AnnouncementDrawer({ id, teamName, onClose, onResent }: DrawerProps) {
  const one = useAnnouncement(id);
  const resend = useResendAnnouncement();
  const a = one.data;

  const askResend = (item: AnnouncementSummary) =>
    modals.openConfirmModal({
      title: 'Send again',
      children: (
        <Text size="sm">
          Send “{item.subject}” again to {audienceLabel(item.audience, teamName)}, as that choice stands now?
        </Text>
      ),
      labels: { confirm: 'Send again', cancel: 'Cancel' },
      onConfirm: () => resend.mutate(item.id, { onSuccess: onResent, onError: toastRefusal }),
    });

  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={a?.subject ?? 'Announcement'}>
      {one.isPending && id !== null && <PageSkeleton rows={3} />}
      {one.isError && <ErrorView error={one.error} onRetry={() => void one.refetch()} />}
      {a && (
        <Stack gap="sm">
          <Text size="sm">
            <strong>To:</strong> {audienceLabel(a.audience, teamName)}
          </Text>
          <Text size="sm">
            <strong>Sent by</strong> {a.createdBy}, {formatMoment(a.createdAt)}
          </Text>
          <Text size="sm" aria-live="polite">
            {progressLine(a.progress, a.recipients)}
            {a.skipped > 0 ? ` · ${String(a.skipped)} skipped (stopped announcements)` : ''}
          </Text>
          <iframe className={classes.preview} sandbox="" srcDoc={a.html} title={`Message of ${a.subject}`} />
          <Group justify="flex-end">
            <Button onClick={() => askResend(a)} loading={resend.isPending}>
              Send again
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
