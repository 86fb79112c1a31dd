import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * The one message a page shows when the reader may not view it (decision 023): a profile, a time
 * log or someone else's dashboard. It says 'view', not 'edit', and offers no reload: asking again
 * gives the same answer.
 */
export function ViewRefused({ message }: { message: string }) {
  return (
    <Container fluid px={0} py="md">
      <Alert color="red" icon={<IconLock />} role="alert" title={message} />
    </Container>
  );
}
