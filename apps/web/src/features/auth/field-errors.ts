import type { FormErrors } from '@mantine/form';
import type { ApiError } from '../../api/client';

/** The server's per-field messages that belong to fields of this form. */
export function knownFieldErrors(error: ApiError, fields: readonly string[]): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    if (fields.includes(key)) out[key] = message;
  }
  return out;
}
