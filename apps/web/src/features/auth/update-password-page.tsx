import { MESSAGES, updatePasswordInput, type UpdatePasswordInput } from '@goodhours/domain';
import { Button, Container, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useUpdatePassword } from '../../api/auth';
import { isApiError } from '../../api/client';
import { endSession } from '../../auth/session-store';
import { useSessionUser } from '../../auth/use-session';
import { knownFieldErrors } from './field-errors';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['currentpassword', 'newpassword', 'confirmnewpassword'];

/** /updatepassword/:userId: one's own password only; success logs out and goes to /login. */
export function UpdatePasswordPage() {
  const { userId = '' } = useParams();
  const user = useSessionUser();
  const navigate = useNavigate();
  const update = useUpdatePassword(userId);
  const form = useForm<UpdatePasswordInput>({
    initialValues: { currentpassword: '', newpassword: '', confirmnewpassword: '' },
    validate: schemaResolver(updatePasswordInput, { sync: true }),
  });

  if (user?.userid !== userId) return <Navigate to="/dashboard" replace />;

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(updatePasswordInput.parse(values));
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        form.setFieldError('currentpassword', error.message);
      } else if (isApiError(error) && error.status === 422 && error.fields) {
        form.setErrors(knownFieldErrors(error, FIELDS));
      } else if (!isApiError(error) || !error.isServerFailure) {
        notifications.show({ color: 'red', message: MESSAGES.updatePasswordFailure });
      }
      return;
    }
    notifications.show({ color: 'green', message: MESSAGES.updatePasswordSuccess });
    // The server already ended every session of this user; end this one here too.
    endSession('logout');
    await navigate('/login', { replace: true });
  });

  return (
    <Container size={440} py="lg">
      <Title order={1} size="h2">
        Update Password
      </Title>
      <Paper withBorder p="lg" mt="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {MESSAGES.passwordRule}
            </Text>
            <PasswordInput label="Current Password" autoComplete="current-password" required {...form.getInputProps('currentpassword')} />
            <NewPasswordFields form={form} />
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                Update Password
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
