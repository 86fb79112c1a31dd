import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  submitLabel: ReactNode;
  onCancel?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** Why the last submit was refused, shown above the buttons. */
  failure?: ReactNode;
}

/** The end of a dialog form: the refusal, if any, then Cancel and the submit button. */
export function FormActions({ submitLabel, onCancel, loading = false, disabled = false, failure }: Props) {
  return (
    <>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={loading} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
