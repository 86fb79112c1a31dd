import { MAP_MESSAGES as M } from '@goodhours/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useRemoveMapPerson } from '../../api/map';
import { fullName, placeOf, type MapOnlyPerson } from './map-people';

interface Props {
  people: MapOnlyPerson[];
  onEdit: (person: MapOnlyPerson) => void;
}

/**
 * The Owner's Users list (document 3 §2.8): the people placed on the map, each to edit or remove.
 * Members are not listed: their places come from their own profiles. Remove asks first, in the row.
 */
export function PlacedPeopleList({ people, onEdit }: Props) {
  const remove = useRemoveMapPerson();
  const [confirming, setConfirming] = useState<string | null>(null);

  if (people.length === 0) return <Text>{M.nothingToManage}</Text>;

  const removeNow = (person: MapOnlyPerson) => {
    remove.mutate(person.id, {
      onSuccess: (answer) => {
        setConfirming(null);
        notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
      },
      onError: (error) => {
        const reason = isApiError(error) && !error.isServerFailure ? error.message : M.failed;
        notifications.show({ color: 'red', message: M.errorOccurred(reason) });
      },
    });
  };

  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {people.map((person) => {
        const name = fullName(person);
        return (
          <Paper key={person.id} component="li" withBorder p="sm">
            {confirming === person.id ? (
              <Stack gap="xs">
                <Text size="sm">Remove {name} from the map?</Text>
                <Group gap="xs" justify="flex-end">
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => {
                      setConfirming(null);
                    }}
                  >
                    Cancel
                  </Button>
                  <Button color="red" size="xs" loading={remove.isPending} onClick={() => removeNow(person)}>
                    Remove
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <Text size="sm">
                    {person.jobTitle} · {placeOf(person)}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPencil size={14} />}
                    aria-label={`Edit ${name}`}
                    onClick={() => {
                      onEdit(person);
                    }}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="default"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    aria-label={`Remove ${name}`}
                    onClick={() => {
                      setConfirming(person.id);
                    }}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
