import { forcePasswordInput, MESSAGES } from '@goodhours/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForcePassword } from '../../api/auth';
import { isApiError } from '../../api/client';
import { clearPendingReset, readPendingReset } from '../../auth/token-storage';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import { knownFieldErrors } from './field-errors';

interface Values {
  newpassword: string;
  confirmnewpassword: string;
}

const checkForced = schemaResolver(forcePasswordInput, { sync: true });

/** /forcePasswordUpdate/:userId: a first login (or a temporary password) must choose a new password. */
export function ForcePasswordPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const force = useForcePassword();
  const [failed, setFailed] = useState(false);
  const [pending] = useState(readPendingReset);
  const resetToken = pending?.userId === userId ? pending.resetToken : null;
  const form = useForm<Values>({
    initialValues: { newpassword: '', confirmnewpassword: '' },
    validate: (values) => checkForced({ userId, resetToken, ...values }),
  });

  if (!resetToken) {
    return (
      <AuthCard title="Change your password">
        <Stack>
          <Alert color="yellow" role="alert">
            {MESSAGES.resetTokenMissing}
          </Alert>
          <Anchor component={Link} to="/login">
            Go to the login page
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  const submit = form.onSubmit(async (values) => {
    setFailed(false);
    try {
      await force.mutateAsync({ userId, resetToken, ...values });
      clearPendingReset();
      notifications.show({ color: 'green', message: MESSAGES.forcePasswordSuccess });
      await navigate('/login', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.fields) {
        const fields = knownFieldErrors(error, ['newpassword', 'confirmnewpassword']);
        if (Object.keys(fields).length > 0) {
          form.setErrors(fields);
          return;
        }
      }
      setFailed(true);
    }
  });

  return (
    <AuthCard title="Change your password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {MESSAGES.passwordRule}
          </Text>
          {failed && (
            <Alert color="red" role="alert">
              {MESSAGES.forcePasswordFailure}
            </Alert>
          )}
          <NewPasswordFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={force.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
