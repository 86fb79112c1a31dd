import { BADGE_DESCRIPTION_MAX, BADGE_NAME_MAX, BADGE_RANKING_MAX, BADGE_TYPES, type BadgeAdmin } from '@goodhours/domain';
import { Checkbox, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCreateBadge, useUpdateBadge } from '../../api/badges';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';
import { BadgeCriteriaFields } from './badge-criteria-fields';
import { checkBadgeForm, formValuesOf, saveFailure, type BadgeFormValues } from './badge-form-model';
import { BadgePictureField } from './badge-picture-field';

interface Props {
  /** The badge to change; none to create one. */
  badge?: BadgeAdmin;
  onDone: () => void;
}

/** Create or edit a badge: checked with the server's schema before sending; refusals go under their fields. */
export function BadgeForm({ badge, onDone }: Props) {
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BadgeFormValues>({ initialValues: formValuesOf(badge) });
  const saving = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const checked = checkBadgeForm(values);
    // A refused picture stays refused until another is chosen or the choice is cleared.
    const picture = form.errors.image ? { image: form.errors.image } : {};
    if (!checked.ok || form.errors.image) {
      form.setErrors({ ...picture, ...(checked.ok ? {} : checked.errors) });
      return;
    }
    const handlers = {
      onSuccess: (saved: BadgeAdmin) => {
        notifications.show({
          color: 'green',
          message: badge ? `Badge “${saved.badgeName}” saved.` : `Badge “${saved.badgeName}” created.`,
        });
        onDone();
      },
      onError: (error: unknown) => {
        const { errors, message } = saveFailure(error);
        form.setErrors(errors);
        setFailure(message);
      },
    };
    if (badge) update.mutate({ id: badge.id, input: checked.input }, handlers);
    else create.mutate(checked.input, handlers);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" required data-autofocus {...withLengthLimit(form.getInputProps('badgeName'), BADGE_NAME_MAX)} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          {...withLengthLimit(form.getInputProps('description'), BADGE_DESCRIPTION_MAX)}
        />
        <Select
          label="Type"
          required
          data={[...BADGE_TYPES]}

          placeholder="Choose a type"
          {...form.getInputProps('type')}
        />
        <BadgeCriteriaFields form={form} />
        <NumberInput
          label="Ranking"
          description="Badges are shown by ranking, lowest first; 0 puts the badge last"
          min={0}
          max={BADGE_RANKING_MAX}
          allowDecimal={false}
          {...form.getInputProps('ranking')}
        />
        <Checkbox label="Not counted among new badges" {...form.getInputProps('excludedFromCount', { type: 'checkbox' })} />
        <BadgePictureField
          badgeName={form.values.badgeName}
          type={form.values.type ?? 'Custom'}
          currentUrl={badge?.imageUrl ?? ''}
          value={form.values.image}
          error={form.errors.image as string | undefined}
          onChange={(dataUrl) => {
            form.setFieldValue('image', dataUrl);
          }}
          onProblem={(message) => {
            form.setFieldError('image', message);
          }}
        />
        <FormActions submitLabel={badge ? 'Save' : 'Create badge'} onCancel={onDone} loading={saving} failure={failure} />
      </Stack>
    </form>
  );
}
