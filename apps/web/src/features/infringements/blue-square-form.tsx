import { INFRINGEMENT_MESSAGES, infringementInput, isFutureInfringementDate, pacificDate, type InfringementInput } from '@goodhours/domain';
import { Alert, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { isApiError } from '../../api/client';
import { knownFieldErrors } from '../auth';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';

const FIELDS = ['date', 'description'];

interface Props {
  initial?: InfringementInput;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  /** Saves; the form empties itself when this resolves and keeps what was typed when it rejects. */
  onSubmit: (input: InfringementInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** A blue square's date and summary: Submit stays disabled until both are given (document 1 §5). */
export function BlueSquareForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: Props) {
  const today = pacificDate(new Date());
  const form = useForm<InfringementInput>({
    initialValues: initial ?? { date: '', description: '' },
    validate: (values) => {
      const errors = schemaResolver(infringementInput, { sync: true })(values);
      if (!errors.date && isFutureInfringementDate(values.date, today)) errors.date = INFRINGEMENT_MESSAGES.dateInFuture;
      return errors;
    },
  });
  const complete = form.values.date.trim() !== '' && form.values.description.trim() !== '';
  const refusal = isApiError(error) && !error.isServerFailure && !error.fields ? error.message : null;

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(infringementInput.parse(values));
      form.reset();
    } catch (err) {
      // Per-field refusals from the server land on their fields; others show above the form.
      if (isApiError(err) && err.fields) form.setErrors(knownFieldErrors(err, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <TextInput type="date" label="Date" required max={today} {...form.getInputProps('date')} />
        <Textarea
          label="Summary"
          required
          rows={3}
          {...withLengthLimit(form.getInputProps('description'), infringementInput.shape.description.maxLength)}
        />
        <FormActions submitLabel={submitLabel} {...(onCancel ? { onCancel } : {})} disabled={!complete} loading={pending} />
      </Stack>
    </form>
  );
}
