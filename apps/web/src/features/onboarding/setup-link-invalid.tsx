import { ONBOARDING_MESSAGES as M, type SetupLinkReason } from '@goodhours/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../auth';

/**
 * The invalid-link page (document 1 §2, §4; document 3 §8): why the setup link does not work
 * (used, cancelled, expired, unknown, or otherwise invalid), and what to do next.
 */
export function SetupLinkInvalid({ reason, message }: { reason?: SetupLinkReason; message: string }) {
  const reasonText = reason ? M.linkReasons[reason] : message;
  return (
    <AuthCard title="This setup link cannot be used">
      <Stack>
        <Alert color="red" role="alert">
          <Text size="sm">{reasonText}</Text>
          {message && message !== reasonText && (
            <Text size="sm" mt="xs">
              {message}
            </Text>
          )}
        </Alert>
        <Text size="sm">{M.linkNote}</Text>
        <Anchor component={Link} to="/login">
          Go to the sign-in page
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
