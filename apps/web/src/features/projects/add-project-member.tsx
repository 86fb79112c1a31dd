import { PROJECT_MESSAGES, type ProjectCandidate } from '@goodhours/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useChangeProjectMembers, useProjectCandidates } from '../../api/projects';
import { toastRefusal } from '../../components/confirm-delete';

export const CANDIDATE_SEARCH_DEBOUNCE_MS = 300;

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Finds people who are not yet members (up to 10, by name or email) and adds one with a click. */
export function AddProjectMember({ projectId }: { projectId: string }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, CANDIDATE_SEARCH_DEBOUNCE_MS);
  const candidates = useProjectCandidates(projectId, search);
  const change = useChangeProjectMembers();

  const add = (person: ProjectCandidate) => {
    change.mutate(
      { projectId, users: [{ userId: person.id, operation: 'Assign' }] },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: PROJECT_MESSAGES.memberAdded(fullName(person)) });
          setText('');
        },
        onError: toastRefusal,
      },
    );
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Add a member"
        placeholder="Search people by name or email"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
        maw={420}
      />
      {search.trim() && candidates.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {PROJECT_MESSAGES.noPeopleFound}
        </Text>
      )}
      {candidates.data && candidates.data.length > 0 && (
        <Group gap="xs" role="group" aria-label="People found">
          {candidates.data.map((person) => (
            <Button
              key={person.id}
              size="compact-sm"
              variant="light"
              leftSection={<IconUserPlus size={14} />}
              aria-label={`Add ${fullName(person)}`}
              loading={change.isPending && change.variables.users[0]?.userId === person.id}
              onClick={() => {
                add(person);
              }}
            >
              {fullName(person)} ({person.email})
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
