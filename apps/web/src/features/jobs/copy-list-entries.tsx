import { JOB_MESSAGES as M } from '@goodhours/domain';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRemoveCopy } from '../../api/jobs';

interface Props {
  /** What the list is for: a job's title, or a category. */
  name: string;
  /** Beside the name: the job's category and state. */
  extra?: ReactNode;
  ccList: { id: string; email: string }[];
}

/** One copy list: its addresses, each removable ('Failed to remove email. Please try again.' when that fails). */
export function CopyListEntries({ name, extra, ccList }: Props) {
  const remove = useRemoveCopy();
  const removeOne = (entry: { id: string; email: string }) =>
    remove.mutate(entry.id, {
      onSuccess: () => notifications.show({ color: 'green', message: M.emailRemoved }),
      onError: () => notifications.show({ color: 'red', message: M.removeFailed }),
    });

  return (
    <Paper withBorder p="sm" component="section" aria-label={name}>
      <Stack gap={6}>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {extra}
        </Group>
        {ccList.length === 0 ? (
          <Text size="sm" c="dimmed">
            No one is copied yet.
          </Text>
        ) : (
          <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ccList.map((entry) => (
              <li key={entry.id}>
                <Badge
                  variant="outline"
                  size="lg"
                  tt="none"
                  style={{ maxWidth: '100%' }}
                  rightSection={
                    <ActionIcon
                      size="sm"
                      variant="transparent"
                      color="red"
                      aria-label={`Remove ${entry.email} from ${name}`}
                      onClick={() => removeOne(entry)}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  }
                >
                  {entry.email}
                </Badge>
              </li>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export const PublishedBadge = ({ published }: { published: boolean }) => (
  <Badge variant="dot" color={published ? 'teal' : 'gray'}>
    {published ? 'Published' : 'Draft'}
  </Badge>
);
