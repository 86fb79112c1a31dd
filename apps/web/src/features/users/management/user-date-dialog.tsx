import { addDays, pacificDate, userStatusInput, type UserListItem, type UserStatusInput } from '@goodhours/domain';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/client';
import { useChangeUserStatus } from '../../../api/users';
import { Dialog } from '../../../components/dialog';
import { fullName, showSuccess, statusSuccessText } from '../user-status-actions';
import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';
import { FormActions } from '../../../components/form-actions';

export type DateAction = 'pause' | 'setFinalDay' | 'manageFinalDay';

const LABELS: Record<DateAction, { title: string; field: string; confirm: string }> = {
  pause: { title: 'Pause', field: 'Reactivation date', confirm: 'Pause' },
  setFinalDay: { title: 'Set Final Day', field: 'Final day', confirm: 'Set Final Day' },
  manageFinalDay: { title: 'Manage Final Day', field: 'Final day', confirm: 'Save final day' },
};

function changeOf(action: DateAction, date: string): UserStatusInput {
  return action === 'pause' ? { action: 'pause', reactivationDate: date } : { action: 'setFinalDay', endDate: date };
}

interface FormProps {
  user: UserListItem;
  action: DateAction;
  onDone: () => void;
}

/** Picks the date, says what will happen on it, and sends the change. */
function DateForm({ user, action, onDone }: FormProps) {
  const status = useChangeUserStatus();
  const today = pacificDate(new Date());
  const [date, setDate] = useState(action === 'manageFinalDay' ? (user.endDate ?? '') : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const labels = LABELS[action];
  const name = fullName(user);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const parsed = userStatusInput.safeParse(changeOf(action, date));
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    status.mutate(
      { id: user.id, change: parsed.data },
      {
        onSuccess: () => {
          showSuccess(statusSuccessText(user, parsed.data));
          onDone();
        },
        onError: (error) => {
          if (!isApiError(error) || error.isServerFailure) return;
          const message = error.fields?.endDate ?? error.fields?.reactivationDate;
          if (message) setFieldError(message);
          else setAlert(error.message);
        },
      },
    );
  };

  const explained =
    date === ''
      ? null
      : action === 'pause'
        ? USER_MANAGEMENT_TEXT.pauseExplained(name, date)
        : USER_MANAGEMENT_TEXT.finalDayExplained(name, date);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          type="date"
          label={labels.field}
          required
          data-autofocus
          min={action === 'pause' ? addDays(today, 1) : today}
          value={date}
          error={fieldError}
          onChange={(event) => {
            setDate(event.currentTarget.value);
          }}
        />
        {explained && <Text size="sm">{explained}</Text>}
        <FormActions submitLabel={labels.confirm} onCancel={onDone} loading={status.isPending} failure={alert} />
      </Stack>
    </form>
  );
}

interface Props {
  user: UserListItem;
  action: DateAction | null;
  onClose: () => void;
}

/** 'Pause', 'Set Final Day' and 'Manage Final Day': a date for one person. */
export function UserDateDialog({ user, action, onClose }: Props) {
  return (
    <Dialog opened={action !== null} onClose={onClose} title={action ? `${LABELS[action].title}: ${fullName(user)}` : ''}>
      {action && <DateForm user={user} action={action} onDone={onClose} />}
    </Dialog>
  );
}
