import { MESSAGES } from '@goodhours/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useUserPermissions } from '../../api/roles';
import { useUserAutocomplete } from '../../api/users';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { UserPermissionsEditor } from './user-permissions-editor';

export const SEARCH_DEBOUNCE_MS = 300;

/** 'Manage User Permissions': find a person, then adjust their permissions. */
export function UserPermissionsPanel() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [userId, setUserId] = useState<string | null>(null);
  const matches = useUserAutocomplete(search);
  const person = useUserPermissions(userId);

  return (
    <Stack>
      <TextInput
        label="Search for a person"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
      />
      {matches.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {MESSAGES.userSearchEmpty}
        </Text>
      )}
      {matches.data && matches.data.length > 0 && (
        <Group gap="xs" aria-label="People found">
          {matches.data.slice(0, 10).map((match) => (
            <Button
              key={match.id}
              size="compact-sm"
              variant={match.id === userId ? 'filled' : 'light'}
              onClick={() => {
                setUserId(match.id);
              }}
            >
              {match.firstName} {match.lastName} ({match.email})
            </Button>
          ))}
        </Group>
      )}
      {userId && person.isPending && <PageSkeleton rows={8} />}
      {person.isError && <ErrorView error={person.error} onRetry={() => void person.refetch()} />}
      {person.data && <UserPermissionsEditor key={person.data.userId + String(person.dataUpdatedAt)} person={person.data} />}
    </Stack>
  );
}
