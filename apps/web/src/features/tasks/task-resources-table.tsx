import { TASK_MESSAGES, type TaskDetail } from '@goodhours/domain';
import { Badge, Button, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTaskForUser } from '../../api/tasks';
import { useCan, useSessionUser } from '../../auth/use-session';
import { toastRefusal } from '../../components/confirm-delete';

/**
 * The people on a task and their own state (document 1 §4). Removing the task for a person
 * marks it done for them and the task Complete; adding it back reopens it as Started. Allowed
 * with resolveTask, or for one's own row.
 */
export function TaskResourcesTable({ task }: { task: TaskDetail }) {
  const { can } = useCan();
  const me = useSessionUser();
  const change = useTaskForUser();
  if (task.resources.length === 0) return <Text size="sm">Nobody is assigned to this task.</Text>;

  const act = (userId: string, action: 'remove' | 'add') => {
    change.mutate(
      { taskId: task.id, userId, action },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: action === 'remove' ? TASK_MESSAGES.removedForUser : TASK_MESSAGES.addedBackForUser,
          }),
        onError: toastRefusal,
      },
    );
  };

  return (
    <Table verticalSpacing="xs" aria-label="Resources">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Person</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Review</Table.Th>
          <Table.Th>Action</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {task.resources.map((r) => {
          const mayAct = can('resolveTask') || me?.userid === r.userId;
          return (
            <Table.Tr key={r.userId}>
              <Table.Td>
                <Text size="sm">{r.name}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={r.completedTask ? 'green' : 'blue'}>
                  {r.completedTask ? 'Complete' : 'Active'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.reviewStatus}</Text>
              </Table.Td>
              <Table.Td>
                {mayAct &&
                  (r.completedTask ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => {
                        act(r.userId, 'add');
                      }}
                      aria-label={`Add the task back for ${r.name}`}
                    >
                      Add back
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      onClick={() => {
                        act(r.userId, 'remove');
                      }}
                      aria-label={`Remove the task for ${r.name}`}
                    >
                      Remove
                    </Button>
                  ))}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
