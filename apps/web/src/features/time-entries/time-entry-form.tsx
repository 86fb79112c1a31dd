import {
  allowedEntryDates,
  changedFields,
  editableFields,
  editLimitInfo,
  isTrackedTimeEdit,
  MAX_ENTRY_HOURS,
  MAX_ENTRY_MINUTES,
  NOTES_MAX_LENGTH,
  pacificDate,
  TIME_ENTRY_MESSAGES as M,
  type EntryActor,
  type NotesLinkAdvice,
  type TimeEntry,
  type TimeEntryInput,
} from '@goodhours/domain';
import { Alert, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useCreateTimeEntry, useTimeEntryEditHistory, useUpdateTimeEntry } from '../../api/time-entries';
import { FormActions } from '../../components/form-actions';
import { lengthLimitText } from '../../components/length-limit';
import { usePersonProfile } from './entry-actor';
import { NoProjectNote } from './first-steps';
import { NotesEditor } from '../../components/notes-editor';
import { choiceValue } from './project-task-options';
import { ProjectTaskSelect } from './project-task-select';
import type { TimerDraft } from './time-entry-dialog-types';
import { checkEntry, entryInputOf, entryValuesOf, formFieldOf, initialEntryValues, type EntryFormValues } from './time-entry-form-values';

interface Props {
  actor: EntryActor;
  userId: string;
  entry?: TimeEntry | undefined;
  fromTimer?: TimerDraft | undefined;
  onCancel: () => void;
  onSaved: () => void;
}

const minutesOf = (v: { hours: number; minutes: number }) => v.hours * 60 + v.minutes;

/**
 * The time entry form (document 2 §5 'Time entry form', §4 'Time entry form outcomes'). The rules
 * are the domain's: the shared schema, the date rule, the link advice and, when editing, which
 * fields the caller may change and whether anything changed at all.
 */
export function TimeEntryForm({ actor, userId, entry, fromTimer, onCancel, onSaved }: Props) {
  const [now] = useState(() => new Date());
  const today = pacificDate(now);
  const own = actor.id === userId;
  const { profile, owner } = usePersonProfile(userId, actor);
  const editable = entry ? editableFields(actor, entry, now, owner) : null;
  const dates = allowedEntryDates(actor, userId, now);
  const tracked = entry ? isTrackedTimeEdit(actor, entry, now) : false;
  const history = useTimeEntryEditHistory(userId, tracked);
  const create = useCreateTimeEntry();
  const update = useUpdateTimeEntry();
  const form = useForm<EntryFormValues>({ initialValues: initialEntryValues(today, entry, fromTimer) });
  const [linkAdvice, setLinkAdvice] = useState<NotesLinkAdvice | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const onError = (error: Error) => {
    if (isApiError(error) && error.fields) {
      const errors: Partial<Record<keyof EntryFormValues, string>> = {};
      for (const [key, message] of Object.entries(error.fields)) {
        const field = formFieldOf(key);
        if (field) errors[field] = message;
      }
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return;
    }
    setFailure(error.message);
  };

  const send = (input: TimeEntryInput) => {
    if (!entry) {
      create.mutate(input, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.added });
          onSaved();
        },
        onError,
      });
      return;
    }
    update.mutate(
      { id: entry.id, input },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: M.saved });
          if (result.blueSquareAdded) notifications.show({ color: 'orange', autoClose: false, message: M.editLimitBlueSquareAdded });
          onSaved();
        },
        onError,
      },
    );
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const input = entryInputOf(values, userId, fromTimer?.idempotencyKey);
    const check = checkEntry(values, input, {
      actor,
      personId: userId,
      now,
      isNew: !entry,
      fromTimer: !!fromTimer,
      ...(entry ? { originalDate: entry.dateOfWork } : {}),
    });
    setLinkAdvice(check.linkAdvice);
    if (Object.keys(check.errors).length > 0) {
      form.setErrors(check.errors);
      return;
    }
    if (entry && changedFields(entry, entryValuesOf(values)).length === 0) {
      notifications.show({ color: 'blue', message: M.nothingChanged });
      return;
    }
    if (!entry && !values.isTangible) {
      modals.openConfirmModal({
        title: M.holdOnTigerTitle,
        children: <Text size="sm">{M.holdOnTigerText}</Text>,
        labels: { confirm: M.holdOnTigerConfirm, cancel: M.holdOnTigerReject },
        onConfirm: () => {
          send(input);
        },
      });
      return;
    }
    send(input);
  });

  const limit = history.data ? editLimitInfo(history.data.editsInLastYear) : undefined;
  const timeChanged = entry !== undefined && minutesOf(entryValuesOf(form.values)) !== minutesOf(entry);
  const person = profile.data;
  const dateLocked = editable ? !editable.date : dates.min === dates.max;
  const showTangible = editable ? editable.tangibility : own;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {!own && person && (
          <Text size="sm" c="dimmed">
            Time of {person.firstName} {person.lastName}
          </Text>
        )}
        {tracked && timeChanged && limit?.warning && (
          <Alert color="yellow" role="alert" title="Edit limit">
            {limit.warning}
          </Alert>
        )}
        <TextInput
          type="date"
          label="Date"
          required
          readOnly={dateLocked}
          max={dates.max}
          {...(dates.min && !entry ? { min: dates.min } : {})}
          {...form.getInputProps('dateOfWork')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label="Hours"
            min={0}
            max={MAX_ENTRY_HOURS}
            allowDecimal={false}
            disabled={editable ? !editable.time : false}
            {...form.getInputProps('hours')}
          />
          <NumberInput
            label="Minutes"
            min={0}
            max={MAX_ENTRY_MINUTES}
            allowDecimal={false}
            disabled={editable ? !editable.time : false}
            {...form.getInputProps('minutes')}
          />
        </Group>
        <ProjectTaskSelect
          userId={userId}
          label="Project/Task"
          required
          placeholderLabel="Select Project/Task"
          openOnly={!entry}
          keep={entry}
          {...(own && !entry ? { whenNone: <NoProjectNote /> } : {})}
          disabled={editable ? !editable['project/task'] : false}
          value={choiceValue({ projectId: form.values.projectId, taskId: form.values.taskId })}
          error={form.errors.projectId}
          onChange={(_value, choice) => {
            form.setFieldValue('projectId', choice?.projectId ?? '');
            form.setFieldValue('taskId', choice?.taskId ?? null);
          }}
        />
        <NotesEditor
          initialContent={form.values.notes}
          onChange={(html) => {
            form.setFieldValue('notes', html);
          }}
          error={form.errors.notes as string | undefined}
          disabled={editable ? !editable.notes : false}
        />
        <Text size="sm" c="dimmed">
          {lengthLimitText(form.values.notes.length, NOTES_MAX_LENGTH)}
        </Text>
        {linkAdvice && (
          <Alert color="orange" title={linkAdvice.reminderTitle} role="alert">
            {linkAdvice.reminder}
          </Alert>
        )}
        {showTangible && <Checkbox label={M.tangible} {...form.getInputProps('isTangible', { type: 'checkbox' })} />}
        <FormActions
          submitLabel={entry ? 'Save' : 'Submit'}
          onCancel={onCancel}
          loading={create.isPending || update.isPending}
          failure={failure}
        />
      </Stack>
    </form>
  );
}
