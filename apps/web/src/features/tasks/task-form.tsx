import {
  pertEstimate,
  TASK_CLASSIFICATIONS,
  TASK_MESSAGES,
  TASK_NAME_MAX,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TEXT_MAX,
  type Task,
  type UpdateTaskInput,
} from '@goodhours/domain';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useCreateTask, useUpdateTask } from '../../api/tasks';
import { useCan } from '../../auth/use-session';
import { withLengthLimit } from '../../components/length-limit';
import { ResourcePicker } from './resource-picker';
import { checkTaskForm, createPayload, emptyTaskValues, taskFieldErrors, taskToValues, type TaskFormValues } from './task-form-values';

interface Props {
  wbsId: string;
  /** The task to edit; without it the form creates a task under `parent` (or at the top). */
  task?: Task;
  parent?: { id: string; num: string; taskName: string } | null;
  onDone: () => void;
  /**
   * Called with the proposed task instead of saving, for people who may suggest changes
   * (suggestTask) but not edit (updateTask). Without it, such people see the form read-only.
   */
  onSuggest?: (newTask: UpdateTaskInput) => void;
}

const classificationData = [{ value: '', label: 'Not classified' }, ...TASK_CLASSIFICATIONS.map((c) => ({ value: c, label: c }))];
const numberOr0 = (v: number | string) => (v === '' ? 0 : Number(v));

/** Every field of a task, checked with the server's schema before anything is sent. */
export function TaskForm({ wbsId, task, parent = null, onDone, onSuggest }: Props) {
  const { can } = useCan();
  const mode = task ? 'update' : 'create';
  const mayEdit = task ? can('updateTask') : can('postTask');
  const maySuggest = Boolean(task && !mayEdit && can('suggestTask') && onSuggest);
  const create = useCreateTask(wbsId);
  const update = useUpdateTask();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TaskFormValues>({ initialValues: task ? taskToValues(task) : emptyTaskValues() });
  const v = form.getValues();
  const pert = pertEstimate(numberOr0(v.hoursBest), numberOr0(v.hoursMost), numberOr0(v.hoursWorst));

  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 422 && error.fields) form.setErrors(taskFieldErrors(error.fields));
    setFailure(isApiError(error) && !error.isServerFailure ? error.message : TASK_MESSAGES.taskUpdateFailed);
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const checked = checkTaskForm(values, mode);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    if (maySuggest) {
      onSuggest?.(checked.payload);
      onDone();
      return;
    }
    if (task) {
      update.mutate(
        { id: task.id, changes: checked.payload },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: TASK_MESSAGES.taskUpdated });
            onDone();
          },
          onError: refused,
        },
      );
    } else {
      create.mutate(createPayload(checked.payload, parent?.id ?? null), {
        onSuccess: () => {
          notifications.show({ color: 'green', message: TASK_MESSAGES.taskCreated });
          onDone();
        },
        onError: refused,
      });
    }
  });

  const readOnly = !mayEdit && !maySuggest;
  return (
    <form onSubmit={submit} noValidate aria-label={task ? `Edit task ${task.num}` : 'New task'}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack>
          {parent && (
            <Text size="sm">
              Subtask of {parent.num} {parent.taskName}
            </Text>
          )}
          <TextInput label="Task name" required data-autofocus {...withLengthLimit(form.getInputProps('taskName'), TASK_NAME_MAX)} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label="Priority" data={[...TASK_PRIORITIES]} {...form.getInputProps('priority')} />
            <Select label="Status" data={[...TASK_STATUSES]} {...form.getInputProps('status')} />
            <Select label="Classification" data={classificationData} {...form.getInputProps('classification')} />
          </SimpleGrid>
          <ResourcePicker
            current={task?.resources ?? []}
            value={v.resources}
            onChange={(ids) => {
              form.setFieldValue('resources', ids);
            }}
            error={form.errors.resources}
          />
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <NumberInput label="Best-case hours" min={0} decimalScale={2} {...form.getInputProps('hoursBest')} />
            <NumberInput label="Most-likely hours" min={0} decimalScale={2} {...form.getInputProps('hoursMost')} />
            <NumberInput label="Worst-case hours" min={0} decimalScale={2} {...form.getInputProps('hoursWorst')} />
            <NumberInput
              label="Estimated hours"
              description={`Empty: PERT estimate ${String(pert)}`}
              placeholder={String(pert)}
              min={0}
              decimalScale={2}
              {...form.getInputProps('estimatedHours')}
            />
          </SimpleGrid>
          {task?.hasChildren && (
            <Text size="sm" c="dimmed">
              {TASK_MESSAGES.parentEstimateNote}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label="Start date" {...form.getInputProps('startedDatetime')} />
            <TextInput type="date" label="Due date" {...form.getInputProps('dueDatetime')} />
          </SimpleGrid>
          <Textarea label="Links" description="One URL per line" rows={3} {...form.getInputProps('links')} />
          <Textarea label="Why this task is important" rows={3} {...withLengthLimit(form.getInputProps('whyInfo'), TASK_TEXT_MAX)} />
          <Textarea label="Design intent" rows={3} {...withLengthLimit(form.getInputProps('intentInfo'), TASK_TEXT_MAX)} />
          <Textarea label="End state" rows={3} {...withLengthLimit(form.getInputProps('endstateInfo'), TASK_TEXT_MAX)} />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </fieldset>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {mayEdit && (
          <Button type="submit" loading={create.isPending || update.isPending}>
            {task ? 'Save' : 'Create task'}
          </Button>
        )}
        {maySuggest && <Button type="submit">Suggest changes</Button>}
      </Group>
    </form>
  );
}
