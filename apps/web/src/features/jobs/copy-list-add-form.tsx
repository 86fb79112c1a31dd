import { JOB_MESSAGES as M } from '@goodhours/domain';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useAddCategoryCopy, useAddJobCopy } from '../../api/jobs';
import { addRefusal, checkCopyEntry, type CopyKind, type CopyValues } from './copy-list-values';

interface Props {
  kind: CopyKind;
  /** The jobs or categories an address can be added for. */
  targets: { value: string; label: string }[];
}

/** Adds an address to a job's or a category's copy list; the address stays typed when it is refused. */
export function CopyListAddForm({ kind, targets }: Props) {
  const addJob = useAddJobCopy();
  const addCategory = useAddCategoryCopy();
  const form = useForm<CopyValues>({ initialValues: { email: '', target: null } });

  const submit = form.onSubmit(async (values) => {
    const checked = checkCopyEntry(kind, values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      if (checked.kind === 'job') await addJob.mutateAsync(checked.body);
      else await addCategory.mutateAsync(checked.body);
      form.setFieldValue('email', '');
      notifications.show({ color: 'green', message: M.emailAdded });
    } catch (error) {
      const refusal = addRefusal(error);
      if (refusal.toast) notifications.show({ color: 'red', message: refusal.toast });
      else form.setErrors(refusal);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={kind === 'job' ? 'Add an email to a job’s list' : 'Add an email to a category’s list'}>
      <Group align="flex-start" wrap="wrap">
        <Select
          label={kind === 'job' ? 'Job' : 'Category'}
          required
          searchable
          data={targets}
          nothingFoundMessage="Nothing found"
          style={{ flex: '1 1 220px' }}
          {...form.getInputProps('target')}
        />
        <TextInput label="Email" type="email" required autoComplete="off" style={{ flex: '1 1 220px' }} {...form.getInputProps('email')} />
        <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={addJob.isPending || addCategory.isPending}>
          Add email
        </Button>
      </Group>
    </form>
  );
}
