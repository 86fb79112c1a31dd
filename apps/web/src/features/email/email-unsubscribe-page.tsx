import { SUBSCRIPTION_MESSAGES } from '@goodhours/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useUnsubscribe } from '../../api/email-subscriptions';
import { isApiError } from '../../api/client';
import { AuthCard } from '../auth';

/**
 * /email-unsubscribe (document 3 §2.6): only the signed link of an email unsubscribes, never an
 * address alone (decision 036). Opening the link asks first: mail scanners open links, and the
 * one-click unsubscribe of the email's headers (RFC 8058) is the server's own route.
 */
export function EmailUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <AuthCard title="Unsubscribe">
      {token ? (
        <UnsubscribeQuestion token={token} />
      ) : (
        <Alert color="red" role="alert">
          {SUBSCRIPTION_MESSAGES.badLink}
        </Alert>
      )}
    </AuthCard>
  );
}

function UnsubscribeQuestion({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const { error } = unsubscribe;
  // A refused link stays refused; a server that failed (the app's notice says so) may answer the next click.
  const refused = isApiError(error) && !error.isServerFailure ? error.message : null;

  return (
    <Stack>
      {unsubscribe.isSuccess && (
        <Alert color="green" role="status">
          {unsubscribe.data.message}
        </Alert>
      )}
      {refused && (
        <Alert color="red" role="alert">
          {refused}
        </Alert>
      )}
      {!unsubscribe.isSuccess && !refused && (
        <>
          <Text>Stop receiving the organisation’s announcements at this address? Notices about a member’s own account still arrive.</Text>
          <Group justify="flex-end">
            <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              Unsubscribe
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
