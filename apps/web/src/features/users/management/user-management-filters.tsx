import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRoleNames, useTeamOptions } from './user-management-options';
import type { UserFilters, UserStatusFilter } from './user-management-query';

interface Props {
  searchText: string;
  onSearchText: (text: string) => void;
  filters: UserFilters;
  onFilter: <K extends keyof UserFilters>(key: K, value: UserFilters[K]) => void;
}

const STATUSES: { value: UserStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Search by name or email, and filters by role, status and team (when teams can be read). */
export function UserManagementFilters({ searchText, onSearchText, filters, onFilter }: Props) {
  const roles = useRoleNames();
  const teams = useTeamOptions();

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} />}
        value={searchText}
        onChange={(event) => {
          onSearchText(event.currentTarget.value);
        }}
        w={260}
      />
      <Select
        label="Role"
        placeholder="All roles"
        data={roles}
        value={filters.role}
        onChange={(value) => {
          onFilter('role', value);
        }}
        clearable
        w={190}
      />
      {teams.length > 0 && (
        <Select
          label="Team"
          placeholder="All teams"
          data={teams}
          value={filters.team}
          onChange={(value) => {
            onFilter('team', value);
          }}
          searchable
          clearable
          w={220}
        />
      )}
      <SegmentedControl
        aria-label="Status"
        data={STATUSES}
        value={filters.status}
        onChange={(value) => {
          onFilter('status', value);
        }}
      />
    </Group>
  );
}
