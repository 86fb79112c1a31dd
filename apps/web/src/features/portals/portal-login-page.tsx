import { PORTAL_MESSAGES, PORTALS, type PortalLoginInput, type PortalName } from '@goodhours/domain';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, type ApiError } from '../../api/client';
import { usePortalLogin } from '../../api/portals';
import { AuthCard, showCredentialsRefusal } from '../auth';
import { portalReturnPath } from './portal-redirect';

const loadRule = () => import('./portal-login-rule');

/**
 * A portal's login (document 3 §2.10; decision 069): the signed-in person's own email and
 * password again. It flags the portal on this session and goes back to the page the person came
 * from, else the portal's home.
 */
export function PortalLoginPage({ portal }: { portal: PortalName }) {
  const { heading } = PORTALS[portal];
  const location = useLocation();
  const navigate = useNavigate();
  const login = usePortalLogin(portal);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<PortalLoginInput>({ initialValues: { email: '', password: '' } });
  const filled = form.values.email.trim() !== '' && form.values.password !== '';

  const showRefusal = (error: ApiError) => {
    if (error.status === 403) setAlert(PORTAL_MESSAGES.noAccess);
    else showCredentialsRefusal(error, form, setAlert);
  };

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const { portalLoginInput, validatePortalLogin } = await loadRule();
    const errors = validatePortalLogin(values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    try {
      await login.mutateAsync(portalLoginInput.parse(values));
      await navigate(portalReturnPath(portal, location.state, location.search), { replace: true });
    } catch (error) {
      if (isApiError(error)) showRefusal(error);
      else throw error;
    }
  });

  return (
    <AuthCard title={heading}>
      <form onSubmit={submit} onFocus={() => void loadRule()} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {PORTAL_MESSAGES.credentialsNote}
          </Text>
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Button type="submit" disabled={!filled} loading={login.isPending}>
              Login
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
