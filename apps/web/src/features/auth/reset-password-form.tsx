import { MESSAGES, PASSWORD_LINK_MESSAGES as M, passwordLinkInput } from '@goodhours/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { useSetPasswordByLink } from '../../api/password-links';
import { signInWithToken } from '../../auth/session-store';
import { AuthCard } from './auth-card';
import { knownFieldErrors } from './field-errors';
import { NewPasswordFields } from './new-password-fields';

interface Values {
  newpassword: string;
  confirmnewpassword: string;
}

const checkLinkInput = schemaResolver(passwordLinkInput, { sync: true });

/**
 * The new password, twice, under the rule it must follow. A refusal keeps what was typed and says
 * why (a link used or expired meanwhile shows the server's sentence); success signs the person in.
 */
export function ResetPasswordForm({ token, firstName }: { token: string; firstName: string }) {
  const navigate = useNavigate();
  const setPassword = useSetPasswordByLink();
  const [alert, setAlert] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const form = useForm<Values>({
    initialValues: { newpassword: '', confirmnewpassword: '' },
    validate: (values) => checkLinkInput({ token, ...values }),
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    let session: string;
    try {
      session = (await setPassword.mutateAsync({ token, ...values })).token;
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = error.status === 422 ? knownFieldErrors(error, ['newpassword', 'confirmnewpassword']) : {};
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else if (!error.isServerFailure) setAlert(error.message);
      return;
    }
    setSigningIn(true);
    await signInWithToken(session);
    notifications.show({ color: 'green', message: M.passwordSet, autoClose: 3000 });
    await navigate('/dashboard', { replace: true });
  });

  return (
    <AuthCard title={M.pageTitle}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{M.greeting(firstName)}</Text>
          <Text size="sm" c="dimmed" id="password-rule">
            {MESSAGES.passwordRule}
          </Text>
          {alert && (
            <Alert color="red" role="alert">
              {alert}{' '}
              <Anchor component={Link} to="/login" size="sm">
                Go to the sign-in page
              </Anchor>
            </Alert>
          )}
          <NewPasswordFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={setPassword.isPending || signingIn}>
              Set password
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
