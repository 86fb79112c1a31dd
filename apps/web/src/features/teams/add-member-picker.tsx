import { TEAM_MESSAGES, type TeamMember, type UserMatch } from '@goodhours/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useChangeMembership } from '../../api/teams';
import { useUserAutocomplete } from '../../api/users';

export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Finds a person by name or email (up to 10 matches) and adds them to the team. */
export function AddMemberPicker({ teamId, members }: { teamId: string; members: readonly TeamMember[] }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, MEMBER_SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<UserMatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const matches = useUserAutocomplete(picked ? '' : search);
  const change = useChangeMembership(teamId);

  const pick = (match: UserMatch) => {
    setPicked(match);
    setText(fullName(match));
    setError(null);
  };

  const add = () => {
    if (!picked) {
      setError(TEAM_MESSAGES.chooseValidUser);
      return;
    }
    if (members.some((m) => m.id === picked.id)) {
      setError(TEAM_MESSAGES.memberAlreadyInTeam);
      return;
    }
    change.mutate(
      { userId: picked.id, operation: 'Assign' },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: TEAM_MESSAGES.memberAdded(fullName(picked)) });
          // Typing may already have started the next search: only clear the name that was added.
          setPicked((current) => (current?.id === picked.id ? null : current));
          setText((current) => (current === fullName(picked) ? '' : current));
        },
        onError: (failure) => {
          if (isApiError(failure) && !failure.isServerFailure) setError(failure.message);
        },
      },
    );
  };

  const shown = picked ? [] : (matches.data ?? []).slice(0, 10);

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="xs">
        <TextInput
          style={{ flex: 1 }}
          label="Add a member"
          placeholder="Search people by name or email"
          leftSection={<IconSearch size={16} />}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPicked(null);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
        />
        <Button mt={25} leftSection={<IconUserPlus size={16} />} onClick={add} loading={change.isPending}>
          Add
        </Button>
      </Group>
      {!picked && search.trim() && matches.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {TEAM_MESSAGES.chooseValidUser}
        </Text>
      )}
      {shown.length > 0 && (
        <Group gap="xs" role="group" aria-label="People found">
          {shown.map((match) => (
            <Button
              key={match.id}
              size="compact-sm"
              variant="light"
              onClick={() => {
                pick(match);
              }}
            >
              {fullName(match)} ({match.email})
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
