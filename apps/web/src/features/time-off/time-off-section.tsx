import {
  managesTimeOff,
  pacificDate,
  readsEveryonesTimeOff,
  TIME_OFF_MESSAGES,
  timeOffHasStarted,
  timeOffStatus,
  type TimeOffRequest,
} from '@goodhours/domain';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimeOffRequests } from '../../api/time-off';
import { useSessionUser } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { TimeOffForm } from './time-off-form';
import { TimeOffItem } from './time-off-item';

/** Which dialog is open: a new request, or the change of one. */
type Editing = { kind: 'new' } | { kind: 'edit'; request: TimeOffRequest } | null;

/**
 * A person's time off on their profile (document 1 §4): current and upcoming requests (past
 * ones hidden). The person themself and holders of manageTimeOffRequests create, change and
 * delete; a person changes their own only before it starts.
 */
export function TimeOffSection({ userId }: { userId: string }) {
  const me = useSessionUser();
  const isSelf = me?.userid === userId;
  const manages = me !== null && managesTimeOff(me);
  const reads = isSelf || (me !== null && readsEveryonesTimeOff(me));
  const requests = useTimeOffRequests(userId, reads);
  const [editing, setEditing] = useState<Editing>(null);

  if (!reads) return null;

  const today = pacificDate(new Date());
  const mayChange = isSelf || manages;
  const current = requests.data?.filter((r) => timeOffStatus(r, today) === 'current') ?? [];
  const upcoming = requests.data?.filter((r) => timeOffStatus(r, today) === 'upcoming') ?? [];
  const close = () => {
    setEditing(null);
  };

  const group = (label: string, list: TimeOffRequest[]) =>
    list.length > 0 && (
      <Stack gap="xs">
        <Title order={4}>{label}</Title>
        <Stack gap="sm" role="list" aria-label={label}>
          {list.map((request) => (
            <TimeOffItem
              key={request.id}
              request={request}
              canEdit={manages || (isSelf && !timeOffHasStarted(request, today))}
              canDelete={mayChange}
              onEdit={(r) => {
                setEditing({ kind: 'edit', request: r });
              }}
            />
          ))}
        </Stack>
      </Stack>
    );

  return (
    <Paper withBorder p="md" component="section" aria-label={TIME_OFF_MESSAGES.heading}>
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{TIME_OFF_MESSAGES.heading}</Title>
          {mayChange && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => {
                setEditing({ kind: 'new' });
              }}
            >
              Request time off
            </Button>
          )}
        </Group>
        {requests.isPending && <Skeleton height={40} />}
        {requests.isError && <ErrorView error={requests.error} onRetry={() => void requests.refetch()} />}
        {requests.isSuccess && current.length + upcoming.length === 0 && (
          <Text size="sm" c="dimmed">
            {TIME_OFF_MESSAGES.noRequests}
          </Text>
        )}
        {group(TIME_OFF_MESSAGES.current, current)}
        {group(TIME_OFF_MESSAGES.upcoming, upcoming)}
      </Stack>
      <Dialog opened={editing !== null} onClose={close} title={editing?.kind === 'edit' ? 'Edit time off' : 'Request time off'}>
        {editing && <TimeOffForm userId={userId} {...(editing.kind === 'edit' ? { request: editing.request } : {})} onDone={close} />}
      </Dialog>
    </Paper>
  );
}
