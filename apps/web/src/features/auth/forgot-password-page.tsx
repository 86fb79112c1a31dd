import { forgotPasswordInput, MESSAGES, type ForgotPasswordInput } from '@goodhours/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForgotPassword } from '../../api/auth';
import { isApiError } from '../../api/client';
import { AuthCard } from './auth-card';
import type { LoginNotice } from './login-page';
import { knownFieldErrors } from './field-errors';

/** After a success, the page waits this long before going back to /login (document 3 §4). */
export const FORGOT_REDIRECT_MS = 1000;

type Outcome = { kind: 'success' } | { kind: 'refused'; message: string };

/** /forgotpassword: email, first and last name must match to receive a temporary password. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: '', firstName: '', lastName: '' },
    validate: schemaResolver(forgotPasswordInput, { sync: true }),
  });

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    // The login page keeps saying it: a second was too short to read it (issue 42).
    const state: LoginNotice = { notice: MESSAGES.forgotSuccess };
    const timer = window.setTimeout(() => void navigate('/login', { state }), FORGOT_REDIRECT_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [outcome, navigate]);

  const submit = form.onSubmit(async (values) => {
    setOutcome(null);
    try {
      await forgot.mutateAsync(forgotPasswordInput.parse(values));
      setOutcome({ kind: 'success' });
    } catch (error) {
      if (!isApiError(error) || error.isServerFailure) return;
      if (error.status === 404) setOutcome({ kind: 'refused', message: MESSAGES.forgotFailure });
      else if (error.status === 422 && error.fields) form.setErrors(knownFieldErrors(error, ['email', 'firstName', 'lastName']));
      else setOutcome({ kind: 'refused', message: error.message });
    }
  });

  return (
    <AuthCard title="Forgot password">
      <form onSubmit={submit} noValidate>
        <Stack>
          {outcome?.kind === 'success' && (
            <Alert color="green" role="status">
              {MESSAGES.forgotSuccess}
            </Alert>
          )}
          {outcome?.kind === 'refused' && (
            <Alert color="red" role="alert">
              {outcome.message}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <TextInput label="First Name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          <Group justify="flex-end">
            <Button component={Link} to="/login" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={forgot.isPending} disabled={outcome?.kind === 'success'}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
