import { moveTargets, TASK_MESSAGES, type MoveTargets, type Task } from '@goodhours/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconDots,
  IconFolder,
  IconHash,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { taskKeys } from '../../api/query-keys';
import { getTask, useCopyTask, useDeleteSubtasks, useDeleteTask, useMoveTask } from '../../api/tasks';
import { useCan } from '../../auth/use-session';
import { confirmDelete, toastRefusal } from '../../components/confirm-delete';

export interface TaskRowHandlers {
  onEdit: (task: Task) => void;
  onAddSubtask: (task: Task) => void;
  onMoveToNumber: (task: Task) => void;
}

interface Props extends TaskRowHandlers {
  task: Task;
  wbsId: string;
  /** Where the task sits among its siblings, for the one-step moves. */
  index: number;
  siblings: readonly Task[];
}

/** The menu of one tree row: only what the viewer may do. */
export function TaskRowActions({ task, wbsId, index, siblings, onEdit, onAddSubtask, onMoveToNumber }: Props) {
  const { can } = useCan();
  const queryClient = useQueryClient();
  const move = useMoveTask(wbsId);
  const copy = useCopyTask();
  const remove = useDeleteTask(wbsId);
  const removeChildren = useDeleteSubtasks();
  const previous = siblings[index - 1];
  const targets: MoveTargets = moveTargets({
    num: task.num,
    index,
    siblingCount: siblings.length,
    previous: previous ? { num: previous.num, childCount: previous.childCount } : undefined,
  });
  const label = `${task.num} ${task.taskName}`;

  const moveTo = (toNum: string | undefined) => {
    if (!toNum) return;
    move.mutate(
      { fromNum: task.num, toNum },
      { onSuccess: () => notifications.show({ color: 'green', message: TASK_MESSAGES.taskMoved }), onError: toastRefusal },
    );
  };

  const askDelete = async (childrenOnly: boolean) => {
    const detail = await queryClient.fetchQuery({ queryKey: taskKeys.task(task.id), queryFn: () => getTask(task.id), staleTime: 0 });
    confirmDelete({
      title: childrenOnly ? 'Delete subtasks' : 'Delete task',
      question: childrenOnly
        ? TASK_MESSAGES.deleteChildrenQuestion(task.num, detail.subtaskCount)
        : TASK_MESSAGES.deleteQuestion(task.num, task.taskName, detail.subtaskCount),
      onConfirm: () => {
        (childrenOnly ? removeChildren : remove).mutate(task.id, {
          onSuccess: () => notifications.show({ color: 'green', message: TASK_MESSAGES.taskDeleted }),
          onError: toastRefusal,
        });
      },
    });
  };

  const mayCreate = can('postTask');
  const mayUpdate = can('updateTask');
  const mayDelete = can('deleteTask');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${label}`} loading={move.isPending || copy.isPending}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/wbs/samefoldertasks/${task.id}`} leftSection={<IconFolder size={14} />}>
          Tasks in the same folder
        </Menu.Item>
        {(mayUpdate || can('suggestTask')) && (
          <Menu.Item
            leftSection={<IconPencil size={14} />}
            onClick={() => {
              onEdit(task);
            }}
          >
            {mayUpdate ? 'Edit' : 'Suggest changes'}
          </Menu.Item>
        )}
        {mayCreate && (
          <>
            <Menu.Item
              leftSection={<IconPlus size={14} />}
              onClick={() => {
                onAddSubtask(task);
              }}
            >
              Add subtask
            </Menu.Item>
            <Menu.Item
              leftSection={<IconCopy size={14} />}
              onClick={() => {
                copy.mutate(task.id, {
                  onSuccess: () => notifications.show({ color: 'green', message: TASK_MESSAGES.taskCopied }),
                  onError: toastRefusal,
                });
              }}
            >
              Copy
            </Menu.Item>
          </>
        )}
        {mayUpdate && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconArrowUp size={14} />}
              disabled={!targets.up}
              onClick={() => {
                moveTo(targets.up);
              }}
            >
              Move up
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowDown size={14} />}
              disabled={!targets.down}
              onClick={() => {
                moveTo(targets.down);
              }}
            >
              Move down
            </Menu.Item>
            <Menu.Item
              leftSection={<IconIndentIncrease size={14} />}
              disabled={!targets.indent}
              onClick={() => {
                moveTo(targets.indent);
              }}
            >
              Indent
            </Menu.Item>
            <Menu.Item
              leftSection={<IconIndentDecrease size={14} />}
              disabled={!targets.outdent}
              onClick={() => {
                moveTo(targets.outdent);
              }}
            >
              Outdent
            </Menu.Item>
            <Menu.Item
              leftSection={<IconHash size={14} />}
              onClick={() => {
                onMoveToNumber(task);
              }}
            >
              Move to number…
            </Menu.Item>
          </>
        )}
        {mayDelete && (
          <>
            <Menu.Divider />
            {task.hasChildren && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => {
                  askDelete(true).catch(toastRefusal);
                }}
              >
                Delete subtasks
              </Menu.Item>
            )}
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => {
                askDelete(false).catch(toastRefusal);
              }}
            >
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
