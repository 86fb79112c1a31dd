import { EMAIL_MESSAGES as M, formatMoment } from '@goodhours/domain';
import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useOutboxAction, useOutboxMail } from '../../api/email-outbox';
import { toastRefusal } from '../../components/confirm-delete';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { StatusBadge } from './status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** One email of the outbox: who it is for, where it stands, its text, and what may be done with it. */
export function MailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const mail = useOutboxMail(id);
  const act = useOutboxAction();
  const run = (action: 'retry' | 'cancel') => {
    if (!id) return;
    act.mutate(
      { id, action },
      {
        onSuccess: () => notifications.show({ color: 'green', message: action === 'retry' ? M.retried : M.cancelled }),
        onError: toastRefusal,
      },
    );
  };
  const m = mail.data;
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={m ? m.subject : 'Email'}>
      {mail.isPending && <PageSkeleton rows={4} />}
      {mail.isError && <ErrorView error={mail.error} onRetry={() => void mail.refetch()} />}
      {m && (
        <Stack gap="sm">
          <Group gap="xs">
            <StatusBadge status={m.status} />
            <Text size="sm" c="dimmed">
              {m.kind}
            </Text>
          </Group>
          <Fact label="To">{m.to}</Fact>
          <Fact label="Queued">{formatMoment(m.createdAt)}</Fact>
          {m.sentAt && <Fact label="Sent">{formatMoment(m.sentAt)}</Fact>}
          {m.status === 'queued' && <Fact label="Next try">{formatMoment(m.nextAttemptAt)}</Fact>}
          <Fact label="Tries">{m.attempts}</Fact>
          {m.lastError && (
            <Alert color="red" title="Last error">
              {m.lastError}
            </Alert>
          )}
          {m.bodyHidden ? (
            <Alert color="gray">This email carries a secret for its recipient alone (a password or a link): its text is not shown.</Alert>
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} component="div" aria-label="Text of the email">
              {m.text}
            </Text>
          )}
          <Group>
            {m.status === 'failed' && !m.bodyHidden && (
              <Button onClick={() => run('retry')} loading={act.isPending}>
                Send again
              </Button>
            )}
            {m.status === 'queued' && (
              <Button color="red" variant="light" onClick={() => run('cancel')} loading={act.isPending}>
                Cancel this email
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
