import { Button, Container, EmptyState, Group, Pagination, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward, IconPlus, IconUsers } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useUserList } from '../../../api/users';
import { useCan } from '../../../auth/use-session';
import { ErrorView } from '../../../components/error-view';
import { PageSkeleton } from '../../../components/page-skeleton';
import { SetupLinkDialog } from '../../onboarding';
import { UserCreateDialog } from './user-create-dialog';
import { useRoleNames } from './user-management-options';
import { UserManagementFilters } from './user-management-filters';
import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';
import { USER_PAGE_SIZE, useUserListQuery } from './user-management-query';
import { UserManagementTable } from './user-management-table';
import { PageTitle } from '../../../components/page-title';

/** Which people of how many this page shows: 'Showing 11–20 of 42'. */
function rangeText(page: number, shown: number, total: number): string {
  const first = (page - 1) * USER_PAGE_SIZE + 1;
  return `Showing ${String(first)}–${String(first + shown - 1)} of ${String(total)}`;
}

/** 'Send Setup Link' with the roles the caller may give (asked for once it opens). */
function InviteDialog({ onClose }: { onClose: () => void }) {
  const { can } = useCan();
  const roles = useRoleNames().filter((r) => r !== 'Owner' || can('addDeleteEditOwners'));
  return <SetupLinkDialog opened onClose={onClose} roles={roles} />;
}

/** /usermanagement (document 1 §2, §4, §6): find people, create them, change their status. */
export function UserManagementPage() {
  const { can } = useCan();
  const canList = can('getUserProfiles');
  const state = useUserListQuery();
  const list = useUserList(state.query, canList);
  const [creating, createDialog] = useDisclosure(false);
  const [inviting, inviteDialog] = useDisclosure(false);
  const data = list.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / USER_PAGE_SIZE)) : 1;
  const { setPage } = state;
  const page = state.query.page;

  // After removing the last person of the last page, show the page before it.
  useEffect(() => {
    if (data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [data, list.isPlaceholderData, page, lastPage, setPage]);

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Group justify="space-between">
          <PageTitle infoName="userManagement">User Management</PageTitle>
          {can('postUserProfile') && (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconMailForward size={16} />} onClick={inviteDialog.open}>
                Send Setup Link
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
                Create New User
              </Button>
            </Group>
          )}
        </Group>

        {!canList && <Text c="dimmed">{USER_MANAGEMENT_TEXT.listNotAllowed}</Text>}
        {canList && (
          <UserManagementFilters
            searchText={state.searchText}
            onSearchText={state.setSearchText}
            filters={state.filters}
            onFilter={state.setFilter}
          />
        )}
        {canList && list.isPending && <PageSkeleton rows={10} />}
        {list.isError && <ErrorView error={list.error} onRetry={() => void list.refetch()} />}
        {data && data.items.length === 0 && <EmptyState icon={<IconUsers size={32} />} title={USER_MANAGEMENT_TEXT.empty} py="xl" />}
        {data && data.items.length > 0 && (
          <Stack gap="sm" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <UserManagementTable users={data.items} sort={state.sort} onSort={state.toggleSort} />
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {rangeText(data.page, data.items.length, data.total)}
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

      <UserCreateDialog opened={creating} onClose={createDialog.close} />
      {inviting && <InviteDialog onClose={inviteDialog.close} />}
    </Container>
  );
}
