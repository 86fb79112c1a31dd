import { BADGE_ADMIN_MESSAGES, type BadgeAdmin } from '@goodhours/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useBadgeList, useDeleteBadge } from '../../api/badges';
import { isApiError } from '../../api/client';
import { useCan } from '../../auth/use-session';
import { confirmDelete } from '../../components/confirm-delete';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { deleteQuestion } from './badge-criteria';
import { BadgeForm } from './badge-form';
import { BadgeTable } from './badge-table';

/** The badge list with create (createBadges), edit (updateBadges) and delete (deleteBadges). */
export function BadgesPanel() {
  const { can } = useCan();
  const list = useBadgeList();
  const remove = useDeleteBadge();
  const [creating, createDialog] = useDisclosure(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = list.data?.find((b) => b.id === editingId) ?? null;
  const closeEdit = () => {
    setEditingId(null);
  };

  const askDelete = (badge: BadgeAdmin) => {
    confirmDelete({
      title: 'Delete badge',
      question: deleteQuestion(badge.badgeName, badge.holders),
      onConfirm: () => {
        remove.mutate(badge.id, {
          onSuccess: () => notifications.show({ color: 'green', message: `Badge “${badge.badgeName}” deleted.` }),
          onError: (error) => {
            if (isApiError(error) && error.isServerFailure) return; // the client already said so
            notifications.show({ color: 'red', message: isApiError(error) ? error.message : BADGE_ADMIN_MESSAGES.generic });
          },
        });
      },
    });
  };

  return (
    <Stack gap="md">
      {can('createBadges') && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createDialog.open}>
            Create badge
          </Button>
        </Group>
      )}
      {list.isPending && <PageSkeleton rows={6} />}
      {list.isError && <ErrorView error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.length === 0 && <Text c="dimmed">There are no badges yet.</Text>}
      {list.data && list.data.length > 0 && (
        <BadgeTable
          badges={list.data}
          canEdit={can('updateBadges')}
          canDelete={can('deleteBadges')}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onEdit={(badge) => {
            setEditingId(badge.id);
          }}
          onDelete={askDelete}
        />
      )}

      <Dialog opened={creating} onClose={createDialog.close} title="Create badge" size="lg">
        <BadgeForm onDone={createDialog.close} />
      </Dialog>
      <Dialog opened={editing !== null} onClose={closeEdit} title={editing ? `Edit badge “${editing.badgeName}”` : 'Edit badge'} size="lg">
        {editing && <BadgeForm key={editing.id} badge={editing} onDone={closeEdit} />}
      </Dialog>
    </Stack>
  );
}
