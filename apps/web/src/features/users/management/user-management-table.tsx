import { ACCESS_RULES, formatDay, type UserListItem } from '@goodhours/domain';
import { ActionIcon, Anchor, Badge, Center, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconEyeOff, IconMail, IconSelector, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../auth/use-session';
import { Tooltip } from '../../../components/tooltip';
import type { UserSort, UserSortColumn } from './user-management-query';
import { UserRowActions } from './user-row-actions';

interface Props {
  users: readonly UserListItem[];
  sort: UserSort;
  onSort: (column: UserSortColumn) => void;
}

function SortableTh({ column, sort, onSort, children }: { column: UserSortColumn; children: ReactNode } & Omit<Props, 'users'>) {
  const active = sort.column === column;
  const Icon = active ? (sort.dir === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => {
          onSort(column);
        }}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {children}
          <Center>
            <Icon size={14} aria-hidden />
          </Center>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Active or Inactive, with the final day or the end of a pause when one is set. */
function StatusCell({ user }: { user: UserListItem }) {
  const note = user.isActive
    ? user.endDate && `Final day ${formatDay(user.endDate)}`
    : user.reactivationDate && `Paused until ${formatDay(user.reactivationDate)}`;
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={user.isActive ? 'teal' : 'gray'}>
        {user.isActive ? 'Active' : 'Inactive'}
      </Badge>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

function NameCell({ user, showInvisible }: { user: UserListItem; showInvisible: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor component={Link} to={`/userprofile/${encodeURIComponent(user.id)}`} fw={500}>
        {user.firstName} {user.lastName}
      </Anchor>
      {showInvisible && !user.isVisible && (
        <Tooltip label="Invisible in team views and leaderboards">
          <IconEyeOff size={14} aria-label="Invisible" />
        </Tooltip>
      )}
      {user.isProtected && (
        <Tooltip label="Protected: only they and an Owner may change this account">
          <IconShieldLock size={14} aria-label="Protected account" />
        </Tooltip>
      )}
    </Group>
  );
}

const dash = (value: string | null) => value || '—';

/** The address, and for those who may use /sendemail a link that opens it addressed to the person. */
function EmailCell({ user, canEmail }: { user: UserListItem; canEmail: boolean }) {
  if (!canEmail) return user.email;
  return (
    <Group gap={4} wrap="nowrap">
      <span>{user.email}</span>
      <ActionIcon
        component={Link}
        to="/sendemail"
        state={{ email: user.email }}
        variant="subtle"
        aria-label={`Send email to ${user.firstName} ${user.lastName}`}
      >
        <IconMail size={16} />
      </ActionIcon>
    </Group>
  );
}

/** One page of people: sortable columns and a menu of the actions the caller may take. */
export function UserManagementTable({ users, sort, onSort }: Props) {
  const { can, canAccess } = useCan();
  const canEmail = canAccess(ACCESS_RULES.sendEmail);
  const showInvisible = can('seeVisibilityIcon');
  const th = { sort, onSort };

  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="firstName" {...th}>
              Name
            </SortableTh>
            <SortableTh column="email" {...th}>
              Email
            </SortableTh>
            <SortableTh column="role" {...th}>
              Role
            </SortableTh>
            <Table.Th>Team code</Table.Th>
            <Table.Th>Weekly hours</Table.Th>
            <Table.Th>Status</Table.Th>
            <SortableTh column="startDate" {...th}>
              Start date
            </SortableTh>
            <Table.Th>End date</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <NameCell user={user} showInvisible={showInvisible} />
              </Table.Td>
              <Table.Td>
                <EmailCell user={user} canEmail={canEmail} />
              </Table.Td>
              <Table.Td>{user.role}</Table.Td>
              <Table.Td>{dash(user.teamCode)}</Table.Td>
              <Table.Td>{user.weeklyCommittedHours}</Table.Td>
              <Table.Td>
                <StatusCell user={user} />
              </Table.Td>
              <Table.Td>{user.startDate ? formatDay(user.startDate) : '—'}</Table.Td>
              <Table.Td>{user.endDate ? formatDay(user.endDate) : '—'}</Table.Td>
              <Table.Td>
                <UserRowActions user={user} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
