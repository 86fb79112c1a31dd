import { type LoginInput, MESSAGES } from '@goodhours/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loadAuthContracts, useLogin } from '../../api/auth';
import { isApiError, type ApiError } from '../../api/client';
import { signInWithToken } from '../../auth/session-store';
import { savePendingReset } from '../../auth/token-storage';
import { useSession } from '../../auth/use-session';
import type { LoginRedirectState } from '../../components/guards';
import { PageSkeleton } from '../../components/page-skeleton';
import { AuthCard } from './auth-card';
import { FirstOwnerHint } from './first-owner-hint';
import { showCredentialsRefusal } from './field-errors';

/** The form's rule and the sign-in call's contract, with zod: loaded when the form is first used. */
const loadRule = () => import('./login-rule');
const preload = () => {
  void loadRule();
  void loadAuthContracts();
};

/** What the page that sent the reader here wants said above the form (a forgotten password's new one on its way). */
export interface LoginNotice {
  notice?: string;
}

function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search}${from.hash}`;
}

/** /login (document 3 §2.2, document 1 §8): what the user typed stays after a refusal. */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const notice = (location.state as LoginNotice | null)?.notice;
  const form = useForm<LoginInput>({ initialValues: { email: '', password: '' } });

  if (session.status === 'signedIn') return <Navigate to={redirectTarget(location.state)} replace />;
  if (session.status === 'loading' && !login.isPending) return <PageSkeleton />;

  const showRefusal = (error: ApiError) => {
    if (error.status === 404) form.setFieldError('password', error.message);
    else if (error.status === 403) form.setFieldError('email', error.message);
    else showCredentialsRefusal(error, form, setAlert);
  };

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const { loginInput, validateLogin } = await loadRule();
    const errors = validateLogin(values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    try {
      const result = await login.mutateAsync(loginInput.parse(values));
      if ('token' in result) {
        await signInWithToken(result.token);
      } else {
        savePendingReset({ userId: result.userId, resetToken: result.resetToken });
        await navigate(`/forcePasswordUpdate/${encodeURIComponent(result.userId)}`);
      }
    } catch (error) {
      if (isApiError(error)) showRefusal(error);
      else throw error;
    }
  });

  return (
    <AuthCard title={MESSAGES.signInHeading} brand>
      <form onSubmit={submit} onFocus={preload} noValidate>
        <Stack>
          <FirstOwnerHint />
          {notice && !alert && (
            <Alert color="teal" role="status">
              {notice}
            </Alert>
          )}
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="space-between">
            <Anchor component={Link} to="/forgotpassword" size="sm">
              Forgot password?
            </Anchor>
            <Button type="submit" loading={login.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
