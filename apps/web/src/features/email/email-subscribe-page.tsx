import { MESSAGES, SUBSCRIPTION_MESSAGES, subscribeInput, type SubscribeInput } from '@goodhours/domain';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmSubscription, useSubscribe } from '../../api/email-subscriptions';
import { isApiError } from '../../api/client';
import { AuthCard, knownFieldErrors } from '../auth';

/** /email-subscribe (document 3 §2.6): a visitor asks for emails; with `?token=` the link of the confirmation email is followed. */
export function EmailSubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <SubscriptionConfirmation token={token} /> : <SubscribeForm />;
}

/** The address, checked by the server's own rule; the server emails it a link to confirm. */
function SubscribeForm() {
  const subscribe = useSubscribe();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useForm<SubscribeInput>({
    initialValues: { email: '' },
    validate: schemaResolver(subscribeInput, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setSent(null);
    setRefused(null);
    try {
      const input = subscribeInput.parse(values);
      const answer = await subscribe.mutateAsync(input);
      form.reset();
      setSent({ message: answer.message, email: input.email });
    } catch (error) {
      if (!isApiError(error) || error.isServerFailure) return;
      // The server's own check of the address is said under the field; a limit reached (429) above
      // the form. Every address that passes is answered alike (members are not told apart).
      const onField = knownFieldErrors(error, ['email']).email;
      if (onField) form.setFieldError('email', onField);
      else setRefused(error.message);
    }
  });

  return (
    <AuthCard title="Subscribe to emails">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">We will email you a link to confirm the address. Nothing is sent to it until you follow the link.</Text>
          {sent && (
            <Alert color="green" role="status" title={sent.message}>
              {SUBSCRIPTION_MESSAGES.sentTo(sent.email)}
            </Alert>
          )}
          {refused && (
            <Alert color="red" role="alert">
              {refused}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Group justify="flex-end">
            <Button type="submit" loading={subscribe.isPending}>
              Subscribe
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** Follows the confirmation link once on arrival (a link works a single time), then says how it went. */
function SubscriptionConfirmation({ token }: { token: string }) {
  const confirm = useConfirmSubscription(token);

  return (
    <AuthCard title="Confirm subscription">
      {confirm.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Confirming your subscription…</Text>
        </Group>
      ) : confirm.isSuccess ? (
        <Alert color="green" role="status">
          {confirm.data.message}
        </Alert>
      ) : (
        <Stack>
          <Alert color="red" role="alert">
            {isApiError(confirm.error) ? confirm.error.message : MESSAGES.unexpectedError}
          </Alert>
          <Anchor component={Link} to="/email-subscribe">
            Ask for a new confirmation link
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
