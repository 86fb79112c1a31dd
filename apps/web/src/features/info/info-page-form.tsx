import {
  createInfoInput,
  DEFAULT_INFO_VISIBILITY,
  INFO_MESSAGES,
  INFO_VISIBILITIES,
  INFO_VISIBILITY_LABELS,
  updateInfoInput,
  type InfoPage,
  type InfoVisibility,
} from '@goodhours/domain';
import { Input, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { isApiError } from '../../api/client';
import { useCreateInfo, useUpdateInfo } from '../../api/info';
import { InfoEditor } from '../../components/info-editor';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';

interface Values {
  infoName: string;
  visibility: InfoVisibility;
  infoContent: string;
}

const visibilityOptions = INFO_VISIBILITIES.map((value) => ({ value, label: INFO_VISIBILITY_LABELS[value] }));

/** Creates an info page, or edits one: its name, who may read it and its rich text. */
export function InfoPageForm({ page, onDone }: { page: InfoPage | null; onDone: () => void }) {
  const create = useCreateInfo();
  const update = useUpdateInfo();
  const form = useForm<Values>({
    initialValues: {
      infoName: page?.infoName ?? '',
      visibility: page?.visibility ?? DEFAULT_INFO_VISIBILITY,
      infoContent: page?.infoContent ?? '',
    },
  });
  const { setFieldValue } = form;
  const setContent = useCallback((html: string) => setFieldValue('infoContent', html), [setFieldValue]);
  const failure = create.error ?? update.error;
  // A refusal naming fields is shown under them; any other refusal above the buttons.
  const refusal = isApiError(failure) && !failure.isServerFailure && !failure.fields ? failure.message : null;

  const done = {
    onSuccess: () => {
      notifications.show({ color: 'green', message: INFO_MESSAGES.saved });
      onDone();
    },
    // The form keeps what was typed and says why.
    onError: (error: Error) => {
      notifications.show({ color: 'red', message: INFO_MESSAGES.saveFailed });
      if (isApiError(error) && error.fields) form.setErrors(error.fields);
    },
  };

  const showIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    for (const issue of issues) form.setFieldError(issue.path.map(String).join('.') || 'infoName', issue.message);
  };

  const submit = form.onSubmit((values) => {
    if (page) {
      const parsed = updateInfoInput.safeParse(values);
      if (parsed.success) update.mutate({ id: page.id, ...parsed.data }, done);
      else showIssues(parsed.error.issues);
    } else {
      const parsed = createInfoInput.safeParse(values);
      if (parsed.success) create.mutate(parsed.data, done);
      else showIssues(parsed.error.issues);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Name"
          required
          data-autofocus
          {...withLengthLimit(form.getInputProps('infoName'), createInfoInput.shape.infoName.maxLength)}
        />
        <NativeSelect label="Who may read it" data={visibilityOptions} {...form.getInputProps('visibility')} />
        <Input.Wrapper label="Content" error={form.errors.infoContent}>
          <InfoEditor initialContent={page?.infoContent ?? ''} onChange={setContent} />
        </Input.Wrapper>
        <FormActions submitLabel="Save" onCancel={onDone} loading={create.isPending || update.isPending} failure={refusal} />
      </Stack>
    </form>
  );
}
