import { TASK_MESSAGES, type Task } from '@goodhours/domain';
import { Anchor, Breadcrumbs, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useProjectWbs, useTaskLevel } from '../../api/tasks';
import { useCan } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { SuggestTaskChangesNote, useSuggestTaskChanges } from '../task-suggestions';
import { MoveToNumberForm } from './move-to-number-form';
import { TaskForm } from './task-form';
import { TaskImportButton } from './task-import-dialog';
import { TaskRows, TaskTreeHead } from './task-tree';

type Dialog = { kind: 'create'; parent: Task | null } | { kind: 'edit'; task: Task } | { kind: 'move'; task: Task } | null;

/**
 * /wbs/tasks/{wbsId}/{projectId}[/{wbsName}] (document 1 §2): the task tree of one WBS, one
 * level at a time, with the actions the viewer may use. People who may only suggest task
 * changes get the same form, which sends a suggestion for review instead of saving.
 */
export function TasksPage() {
  const { wbsId = '', projectId = '', wbsName: wbsNameInPath } = useParams();
  const { can } = useCan();
  const project = useProjectWbs(projectId);
  const top = useTaskLevel(wbsId, 1, '0');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => {
    setDialog(null);
  };
  const { suggest } = useSuggestTaskChanges({ onSent: close });
  const onlySuggests = !can('updateTask') && can('suggestTask');
  const wbsName = project.data?.wbs.find((w) => w.id === wbsId)?.wbsName ?? wbsNameInPath ?? 'WBS';

  const toggle = (id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const handlers = {
    onEdit: (task: Task) => {
      setDialog({ kind: 'edit', task });
    },
    onAddSubtask: (task: Task) => {
      setExpanded((current) => new Set(current).add(task.id));
      setDialog({ kind: 'create', parent: task });
    },
    onMoveToNumber: (task: Task) => {
      setDialog({ kind: 'move', task });
    },
  };

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={`/project/wbs/${projectId}`}>
            {project.data?.projectName ?? 'Project'}
          </Anchor>
          <Text>{wbsName}</Text>
        </Breadcrumbs>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {wbsName}
          </Title>
          <Group gap="xs">
            {can('importTask') && <TaskImportButton wbsId={wbsId} projectId={projectId} />}
            {can('postTask') && (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => {
                  setDialog({ kind: 'create', parent: null });
                }}
              >
                Add task
              </Button>
            )}
          </Group>
        </Group>

        {top.isPending && <PageSkeleton rows={8} />}
        {top.isError && <ErrorView error={top.error} onRetry={() => void top.refetch()} />}
        {top.data?.length === 0 && <Text>{TASK_MESSAGES.noTasks}</Text>}
        {top.data && top.data.length > 0 && (
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={`Tasks of ${wbsName}`}>
              <TaskTreeHead />
              <Table.Tbody>
                <TaskRows tasks={top.data} wbsId={wbsId} expanded={expanded} onToggle={toggle} {...handlers} />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Dialog
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onClose={close}
        size="xl"
        title={
          dialog?.kind === 'edit' ? `Task ${dialog.task.num}` : dialog?.kind === 'create' && dialog.parent ? 'Add subtask' : 'Add task'
        }
      >
        {dialog?.kind === 'create' && <TaskForm wbsId={wbsId} parent={dialog.parent} onDone={close} />}
        {dialog?.kind === 'edit' && onlySuggests && <SuggestTaskChangesNote />}
        {dialog?.kind === 'edit' && (
          <TaskForm
            key={dialog.task.id}
            wbsId={wbsId}
            task={dialog.task}
            onDone={close}
            onSuggest={(newTask) => {
              suggest(dialog.task.id, newTask);
            }}
          />
        )}
      </Dialog>
      <Dialog opened={dialog?.kind === 'move'} onClose={close} title="Move to number">
        {dialog?.kind === 'move' && <MoveToNumberForm task={dialog.task} wbsId={wbsId} onDone={close} />}
      </Dialog>
    </Container>
  );
}
