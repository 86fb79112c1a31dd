import { Alert } from '@mantine/core';
import type { FlashMessage } from './use-flash-message';

/** A form's last outcome: a success is announced politely, a refusal at once. */
export function FlashAlert({ message }: { message: FlashMessage | null }) {
  if (!message) return null;
  const success = message.kind === 'success';
  return (
    <Alert color={success ? 'teal' : 'red'} role={success ? 'status' : 'alert'}>
      {message.text}
    </Alert>
  );
}
