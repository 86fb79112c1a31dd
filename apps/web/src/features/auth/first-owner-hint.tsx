import { PASSWORD_LINK_MESSAGES as M } from '@goodhours/domain';
import { Alert, Code, Text } from '@mantine/core';
import { useSetupState } from '../../api/password-links';

/** On a new installation (no active Owner yet), how the operator creates the first one (decision 054). */
export function FirstOwnerHint() {
  const setup = useSetupState();
  if (!setup.data?.needsOwner) return null;
  return (
    <Alert color="blue" role="status" title="Setting up Goodhours">
      <Text size="sm">{M.firstOwnerHint}</Text>
      <Code block mt="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {M.firstOwnerCommand}
      </Code>
    </Alert>
  );
}
