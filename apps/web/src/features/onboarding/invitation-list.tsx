import { formatMoment, ONBOARDING_MESSAGES as M, type InvitationState } from '@goodhours/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { isApiError } from '../../api/client';
import { useCancelInvitation, useInvitations, useResendInvitation, type InvitationRow } from '../../api/onboarding';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';

const STATE_TEXT: Record<InvitationState, { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'blue' },
  expired: { label: 'Expired', color: 'orange' },
  completed: { label: 'Account created', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

const isOpen = (row: InvitationRow) => row.state === 'pending' || row.state === 'expired';

function InvitationItem({ row }: { row: InvitationRow }) {
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const state = STATE_TEXT[row.state];
  const failed = (error: unknown) => {
    if (isApiError(error) && !error.isServerFailure) notifications.show({ color: 'red', message: error.message });
  };
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: 'Cancel this setup link?',
      children: <Text size="sm">The link sent to {row.email} will stop working. You can send a new one later.</Text>,
      labels: { confirm: 'Cancel the link', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(row.id, {
          onSuccess: () => notifications.show({ color: 'green', message: M.invitationCancelled(row.email) }),
          onError: failed,
        }),
    });
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Text>
            <Badge color={state.color} variant="light">
              {state.label}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {row.role}, {row.weeklyCommittedHours} hours a week · sent {formatMoment(row.sentAt)}
            {row.invitedBy ? ` by ${row.invitedBy}` : ''}
            {isOpen(row) ? ` · ${row.state === 'expired' ? 'expired' : 'works until'} ${formatMoment(row.expiresAt)}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          {row.userId && (
            <Button component={Link} to={`/userprofile/${row.userId}`} variant="subtle" size="xs">
              View profile
            </Button>
          )}
          {isOpen(row) && (
            <>
              <Button
                size="xs"
                variant="default"
                loading={resend.isPending}
                aria-label={`Resend the setup link to ${row.email}`}
                onClick={() =>
                  resend.mutate(row.id, {
                    onSuccess: () => notifications.show({ color: 'green', message: M.invitationResent(row.email) }),
                    onError: failed,
                  })
                }
              >
                Resend
              </Button>
              <Button size="xs" variant="default" color="red" aria-label={`Cancel the setup link of ${row.email}`} onClick={confirmCancel}>
                Cancel
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** The setup links sent, newest first, each with its state, and Resend and Cancel while open. */
export function InvitationList() {
  const list = useInvitations();
  if (list.isPending) return <PageSkeleton rows={3} />;
  if (list.isError) return <ErrorView error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.invitations;
  if (rows.length === 0) return <Text c="dimmed">No setup link has been sent yet.</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Setup links sent">
      {rows.map((row) => (
        <InvitationItem key={row.id} row={row} />
      ))}
    </Stack>
  );
}
