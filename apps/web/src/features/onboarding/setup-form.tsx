import { ONBOARDING_MESSAGES as M } from '@goodhours/domain';
import { Alert, Button, Checkbox, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCompleteSetup } from '../../api/onboarding';
import { signInWithToken } from '../../auth/session-store';
import { HomeCountryField } from './home-country-field';
import { ProfilePictureField } from './profile-picture-field';
import {
  checkSetup,
  firstProblem,
  initialSetupValues,
  setupFieldId,
  setupRefusal,
  type SetupErrors,
  type SetupFormValues,
} from './setup-form-values';
import { SetupLocationField } from './setup-location-field';
import { SetupPersonFields } from './setup-person-fields';
import { SetupWorkFields } from './setup-work-fields';

interface Props {
  token: string;
  email: string;
  weeklyCommittedHours: number;
}

/** Sends the focus (and the view) to the first field with a problem. */
function focusFirstProblem(errors: SetupErrors): void {
  const field = firstProblem(errors);
  if (!field) return;
  const element = document.getElementById(setupFieldId(field));
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The invited person's profile (document 3 §2.1, §5, §8): checked by the server's own rule before
 * it is sent; a refusal keeps everything typed and says why, under the fields or in an alert. On
 * success the new session starts as after a login, and the person lands on the dashboard.
 */
export function SetupForm({ token, email, weeklyCommittedHours }: Props) {
  const navigate = useNavigate();
  const complete = useCompleteSetup();
  const [alert, setAlert] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<SetupFormValues>({ initialValues: initialSetupValues(email) });

  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView({ block: 'center' });
  }, [alert]);

  const showProblems = (errors: SetupErrors, message: string | null) => {
    form.setErrors(errors);
    setAlert(message);
    focusFirstProblem(errors);
  };

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const checked = checkSetup(values, token);
    if (!checked.ok) {
      showProblems(checked.errors, checked.alert);
      return;
    }
    let session: string;
    try {
      session = (await complete.mutateAsync(checked.payload)).token;
    } catch (error) {
      const refusal = setupRefusal(error);
      showProblems(refusal.errors, refusal.alert);
      return;
    }
    setSigningIn(true);
    await signInWithToken(session);
    notifications.show({ color: 'green', message: M.accountCreated, autoClose: 3000 });
    await navigate('/dashboard', { replace: true });
  });

  return (
    <Container fluid py="xl" px={0}>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          Set up your profile
        </Title>
        <Text c="dimmed" size="sm">
          Welcome! Tell your team who you are. Fields marked with * are required.
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <SetupPersonFields form={form} />
            <SetupWorkFields form={form} weeklyCommittedHours={weeklyCommittedHours} />
            <SetupLocationField form={form} token={token} />
            <HomeCountryField
              token={token}
              value={form.values.homeCountry}
              onChange={(place) => {
                form.setFieldValue('homeCountry', place);
              }}
              error={form.errors.homeCountry}
            />
            <Stack gap="xs">
              <Checkbox
                label="Show my email address to my teammates"
                {...form.getInputProps('privacySettings.email', { type: 'checkbox' })}
              />
              <Checkbox
                label="Show my phone number to my teammates"
                {...form.getInputProps('privacySettings.phoneNumber', { type: 'checkbox' })}
              />
            </Stack>
            <ProfilePictureField
              value={form.values.profilePicture}
              onChange={(picture) => {
                form.setFieldValue('profilePicture', picture);
              }}
              error={form.errors.profilePicture}
            />
            {alert && (
              <Alert ref={alertRef} color="red" role="alert">
                {alert}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={complete.isPending || signingIn}>
                Create my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
