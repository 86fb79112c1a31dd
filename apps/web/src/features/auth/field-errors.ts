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

/**
 * An email-and-password form's refusal other than the statuses its page handles itself: a 422
 * shows the server's messages under their fields (or as the form's alert when none is a field of
 * it); any other refusal is the alert; a server failure is left to the app's own notice.
 */
export function showCredentialsRefusal(
  error: ApiError,
  form: { setErrors: (errors: FormErrors) => void },
  setAlert: (message: string) => void,
): void {
  if (error.status === 422) {
    const fields = knownFieldErrors(error, ['email', 'password']);
    if (Object.keys(fields).length > 0) form.setErrors(fields);
    else setAlert(error.message);
  } else if (!error.isServerFailure) setAlert(error.message);
}
