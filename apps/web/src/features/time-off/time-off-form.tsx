import {
  pacificDate,
  setTimeOffRequestInput,
  startsInPastWeek,
  TIME_OFF_MESSAGES,
  timeOffWeeks,
  type TimeOffRequest,
  updateTimeOffRequestInput,
} from '@goodhours/domain';
import { Alert, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../api/client';
import { useCreateTimeOffRequest, useUpdateTimeOffRequest } from '../../api/time-off';
import { knownFieldErrors } from '../auth';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';

const FIELDS = ['startingDate', 'duration', 'reason'];
const formSchema = setTimeOffRequestInput.omit({ requestFor: true });

interface Values {
  startingDate: string;
  duration: number | string;
  reason: string;
}

const weeksOf = (value: number | string) => (typeof value === 'number' ? value : Number(value));

/** The whole weeks a start date and a number of weeks stand for, once both are valid. */
function weeksPreview(values: Values): string | null {
  const parsed = formSchema.pick({ startingDate: true, duration: true }).safeParse({ ...values, duration: weeksOf(values.duration) });
  if (!parsed.success) return null;
  const span = timeOffWeeks(parsed.data.startingDate, parsed.data.duration);
  return TIME_OFF_MESSAGES.range(span.startingDate, span.endingDate);
}

/** Creates a request for `userId`, or changes `request`; the server snaps it to whole weeks. */
export function TimeOffForm({ userId, request, onDone }: { userId: string; request?: TimeOffRequest; onDone: () => void }) {
  const create = useCreateTimeOffRequest();
  const update = useUpdateTimeOffRequest();
  const form = useForm<Values>({
    initialValues: {
      startingDate: request?.startingDate ?? '',
      duration: request?.duration ?? 1,
      reason: request?.reason ?? '',
    },
    transformValues: (values) => ({ ...values, duration: weeksOf(values.duration) }),
    validate: (values) => {
      const errors = schemaResolver(formSchema, { sync: true })({ ...values, duration: weeksOf(values.duration) });
      const moved = values.startingDate !== request?.startingDate;
      if (!errors.startingDate && moved && startsInPastWeek(values.startingDate, pacificDate(new Date()))) {
        errors.startingDate = TIME_OFF_MESSAGES.startInPastWeek;
      }
      return errors;
    },
  });
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const refusal = isApiError(error) && !error.isServerFailure && !error.fields ? error.message : null;

  const onError = (err: Error) => {
    if (isApiError(err) && err.fields) form.setErrors(knownFieldErrors(err, FIELDS));
  };
  const onSuccess = () => {
    notifications.show({ color: 'green', message: request ? TIME_OFF_MESSAGES.updated : TIME_OFF_MESSAGES.created });
    onDone();
  };

  const submit = form.onSubmit((values) => {
    if (!request) {
      create.mutate(setTimeOffRequestInput.parse({ ...values, requestFor: userId }), { onSuccess, onError });
      return;
    }
    // An unchanged start is not sent: a request that began in an earlier week keeps its start.
    const changes = updateTimeOffRequestInput.parse({
      duration: values.duration,
      reason: values.reason,
      ...(values.startingDate !== request.startingDate ? { startingDate: values.startingDate } : {}),
    });
    update.mutate({ id: request.id, ...changes }, { onSuccess, onError });
  });

  const preview = weeksPreview(form.values);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput type="date" label="Start date" required data-autofocus {...form.getInputProps('startingDate')} />
          <NumberInput label="Weeks" required min={1} max={52} allowDecimal={false} {...form.getInputProps('duration')} />
        </Group>
        {preview && (
          <Text size="sm" c="dimmed">
            {preview}
          </Text>
        )}
        <Textarea label="Reason" required rows={3} {...withLengthLimit(form.getInputProps('reason'), formSchema.shape.reason.maxLength)} />
        <FormActions submitLabel={request ? 'Save' : 'Request time off'} onCancel={onDone} loading={pending} />
      </Stack>
    </form>
  );
}
