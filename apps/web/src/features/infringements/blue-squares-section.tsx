import { INFRINGEMENT_MESSAGES, readsInfringementsOf, type Infringement } from '@goodhours/domain';
import { Badge, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAddInfringement, useInfringements, useUpdateInfringement } from '../../api/infringements';
import { useCan, useSessionUser } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { BlueSquareForm } from './blue-square-form';
import { BlueSquareItem } from './blue-square-item';

/**
 * A person's blue squares on their profile; `#bluesquare` scrolls here. The person themself and
 * readers of profiles see the list; adding, editing and deleting each need their permission.
 */
export function BlueSquaresSection({ userId }: { userId: string }) {
  const me = useSessionUser();
  const { can } = useCan();
  const reads = me !== null && readsInfringementsOf({ ...me, id: me.userid }, userId);
  const squares = useInfringements(userId, reads);
  const add = useAddInfringement(userId);
  const update = useUpdateInfringement(userId);
  const [editing, setEditing] = useState<Infringement | null>(null);

  if (!reads) return null;

  const canAdd = can('addInfringements');
  const close = () => {
    setEditing(null);
    update.reset();
  };

  return (
    <Paper withBorder p="md" component="section" id="bluesquare" aria-label={INFRINGEMENT_MESSAGES.heading}>
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{INFRINGEMENT_MESSAGES.heading}</Title>
          {squares.data && <Badge color={squares.data.length ? 'blue' : 'gray'}>{squares.data.length}</Badge>}
        </Group>
        {squares.isPending && <Skeleton height={40} />}
        {squares.isError && <ErrorView error={squares.error} onRetry={() => void squares.refetch()} />}
        {squares.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {INFRINGEMENT_MESSAGES.none}
          </Text>
        )}
        {squares.data && squares.data.length > 0 && (
          <Stack gap="sm" role="list" aria-label={INFRINGEMENT_MESSAGES.heading}>
            {squares.data.map((infringement) => (
              <BlueSquareItem
                key={infringement.id}
                userId={userId}
                infringement={infringement}
                canEdit={can('editInfringements')}
                canDelete={can('deleteInfringements')}
                onEdit={setEditing}
              />
            ))}
          </Stack>
        )}
        {canAdd && (
          <>
            <Divider label="Add a blue square" labelPosition="left" />
            <BlueSquareForm
              submitLabel="Submit"
              pending={add.isPending}
              error={add.error}
              onSubmit={(input) =>
                add.mutateAsync(input).then(() => notifications.show({ color: 'green', message: INFRINGEMENT_MESSAGES.added }))
              }
            />
          </>
        )}
      </Stack>
      <Dialog opened={editing !== null} onClose={close} title="Edit blue square">
        {editing && (
          <BlueSquareForm
            initial={{ date: editing.date, description: editing.description }}
            submitLabel="Save"
            pending={update.isPending}
            error={update.error}
            onCancel={close}
            onSubmit={(input) =>
              update.mutateAsync({ id: editing.id, ...input }).then(() => {
                notifications.show({ color: 'green', message: INFRINGEMENT_MESSAGES.updated });
                close();
              })
            }
          />
        )}
      </Dialog>
    </Paper>
  );
}
