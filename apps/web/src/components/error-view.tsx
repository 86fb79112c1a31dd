import { MESSAGES } from '@goodhours/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '../api/client';

/** What the error view says: the status and text of a refusal, or the "server offline" text. */
export function describeLoadError(error: unknown): string {
  if (isApiError(error) && !error.isServerFailure) return `${String(error.status)} (${error.message})`;
  return MESSAGES.serverOffline;
}

/** Shown where a page failed to load; Reload tries again. */
export function ErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={MESSAGES.loadFailed} m="md" role="alert">
      <Text size="sm">{describeLoadError(error)}</Text>
      <Group mt="sm">
        <Button
          size="xs"
          variant="white"
          color="red"
          onClick={() => {
            if (onRetry) onRetry();
            else window.location.reload();
          }}
        >
          Reload
        </Button>
      </Group>
    </Alert>
  );
}
