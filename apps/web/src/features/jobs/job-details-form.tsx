import { JOB_LIMITS, JOB_MESSAGES as M, jobInput, type JobInput } from '@goodhours/domain';
import { Alert, Autocomplete, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/client';
import type { ManagedJobAnswer } from '../../api/jobs';
import { NotesEditor } from '../../components/notes-editor';
import { withLengthLimit } from '../../components/length-limit';

export interface JobDetailsValues {
  title: string;
  category: string;
  description: string;
  isPublished: boolean;
}

export const jobDetailsValues = (job: ManagedJobAnswer | null): JobDetailsValues => ({
  title: job?.title ?? '',
  category: job?.category ?? '',
  description: job?.description ?? '',
  isPublished: job?.isPublished ?? false,
});

interface Props {
  /** The job edited; null while a new one is written. */
  job: ManagedJobAnswer | null;
  categories: string[];
  /**
   * Why the job cannot be published yet (no saved application form, or one without a required
   * email question); null when it can. A new job has no form, so it cannot.
   */
  publishBlocker?: string | null;
  onSave: (body: JobInput) => Promise<ManagedJobAnswer>;
  onDirtyChange: (dirty: boolean) => void;
}

/** A job ad's title, category, description (rich text) and whether it is on the landing page. */
export function JobDetailsForm({ job, categories, publishBlocker = M.formNeededToPublish, onSave, onDirtyChange }: Props) {
  const form = useForm<JobDetailsValues>({ initialValues: jobDetailsValues(job), validate: schemaResolver(jobInput, { sync: true }) });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      const saved = await onSave(values);
      const next = jobDetailsValues(saved);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      notifications.show({ color: 'green', message: job ? M.jobSaved : M.jobCreated });
    } catch (error) {
      if (!isApiError(error) || error.isServerFailure) return;
      if (error.fields && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      setFailure(error.message);
    } finally {
      setSaving(false);
    }
  });

  // A published job whose form lost its way to the applicant can still be taken off the page.
  const blocked = publishBlocker !== null && !form.values.isPublished;
  return (
    <form onSubmit={submit} noValidate aria-label="Job details">
      <Stack gap="md">
        <TextInput label="Job title" required {...withLengthLimit(form.getInputProps('title'), JOB_LIMITS.title)} />
        <Autocomplete
          label="Category"
          required
          data={categories}
          {...withLengthLimit(form.getInputProps('category'), JOB_LIMITS.category)}
        />
        <div>
          <NotesEditor
            label="Description"
            initialContent={form.values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={typeof form.errors.description === 'string' ? form.errors.description : undefined}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {M.descriptionLimit(JOB_LIMITS.description)}
          </Text>
        </div>
        <Switch
          label="Published on the jobs page"
          description={blocked ? publishBlocker : 'Anyone can find it on /collaboration and apply.'}
          disabled={blocked}
          {...form.getInputProps('isPublished', { type: 'checkbox' })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={saving}>
            {job ? 'Save job' : 'Create job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
