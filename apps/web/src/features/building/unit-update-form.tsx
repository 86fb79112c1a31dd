import { pacificDate, TOOL_MESSAGES as M, UNIT_STATUSES, type UnitDetail } from '@goodhours/domain';
import { Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useUpdateUnit } from '../../api/tool-units';
import { FormActions } from '../../components/form-actions';
import { refusalOf } from '../../components/form-errors';
import { withLengthLimit } from '../../components/length-limit';
import {
  emptyUnitUpdate,
  statusEffect,
  UNIT_UPDATE_FIELDS,
  UNIT_UPDATE_LIMITS,
  unitUpdateRequest,
  type UnitUpdateValues,
} from './unit-update-values';

interface Props {
  unitId: string;
  /** After a 201: the toast has said so; the page goes back to the unit's. */
  onSaved: (detail: UnitDetail) => void;
  onCancel: () => void;
}

function YesNo({
  label,
  value,
  onChange,
  description,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  description?: string;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange} {...(description ? { description } : {})}>
      <Group mt={4}>
        <Radio value="yes" label="Yes" />
        <Radio value="no" label="No" />
      </Group>
    </Radio.Group>
  );
}

/**
 * The update-status form (document 3 §3 'Update-status form'; issue 44): the date (today in the
 * organisation's zone unless changed, never later), the status, who last used the unit and for
 * what, whether it must be replaced, a description, and a note emailed to the project's managers.
 * The unit really changes (the server's rule, said beside the status). Problems show under their
 * fields; a refusal of the whole update shows above the buttons, and what was typed is kept.
 * No picture yet: uploads are later work.
 */
export function UnitUpdateForm({ unitId, onSaved, onCancel }: Props) {
  const update = useUpdateUnit(unitId);
  const [failure, setFailure] = useState<string | null>(null);
  const today = pacificDate(new Date());
  const form = useForm<UnitUpdateValues>({ initialValues: emptyUnitUpdate(today) });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const request = unitUpdateRequest(values, today);
    if (!request.ok) {
      form.setErrors(request.errors);
      return;
    }
    update.mutate(request.input, {
      onSuccess: (detail) => {
        notifications.show({ color: 'green', message: M.updateSaved });
        onSaved(detail);
      },
      onError: (error) => {
        const refusal = refusalOf(error, UNIT_UPDATE_FIELDS);
        form.setErrors(refusal.fields);
        setFailure(refusal.message);
      },
    });
  });

  const status = form.values.status;
  const sendNote = form.values.sendNote === 'yes';
  return (
    <form onSubmit={submit} noValidate aria-label="Update status">
      <Stack>
        <TextInput
          type="date"
          label="Update date"
          required
          max={today}
          {...form.getInputProps('updateDate')}
          w={{ base: '100%', xs: 220 }}
        />
        <Radio.Group label="Status" required {...form.getInputProps('status')} {...(status ? { description: statusEffect(status) } : {})}>
          <Stack gap={6} mt={6}>
            {UNIT_STATUSES.map((s) => (
              <Radio key={s} value={s} label={s} />
            ))}
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Last used by" {...withLengthLimit(form.getInputProps('lastUsedBy'), UNIT_UPDATE_LIMITS.lastUsedBy)} />
          <TextInput label="Last used for" {...withLengthLimit(form.getInputProps('lastUsedFor'), UNIT_UPDATE_LIMITS.lastUsedFor)} />
        </SimpleGrid>
        <YesNo
          label="Replacement required"
          value={form.values.replacementRequired}
          onChange={(v) => form.setFieldValue('replacementRequired', v === 'yes' ? 'yes' : 'no')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          {...withLengthLimit(form.getInputProps('description'), UNIT_UPDATE_LIMITS.description)}
        />
        <YesNo
          label="Send note"
          description="Emailed to the project’s managers."
          value={form.values.sendNote}
          onChange={(v) => {
            form.setFieldValue('sendNote', v === 'yes' ? 'yes' : 'no');
            form.clearFieldError('note');
          }}
        />
        {sendNote && (
          <Textarea label="Note" required autosize minRows={3} {...withLengthLimit(form.getInputProps('note'), UNIT_UPDATE_LIMITS.note)} />
        )}
        <FormActions submitLabel="Submit" onCancel={onCancel} loading={update.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
