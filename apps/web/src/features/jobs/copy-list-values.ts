import { categoryCopyInput, JOB_MESSAGES as M, jobCopyInput, type CategoryCopyInput, type JobCopyInput } from '@goodhours/domain';
import { isApiError } from '../../api/client';

/** The add form of a copy list: the address, and the job or category it is for. */
export interface CopyValues {
  email: string;
  target: string | null;
}

export type CopyKind = 'job' | 'category';

type Checked =
  | { ok: true; kind: 'job'; body: JobCopyInput }
  | { ok: true; kind: 'category'; body: CategoryCopyInput }
  | { ok: false; errors: { email?: string; target?: string } };

/** Checks the add form with the server's own schema: 'Please enter an email.' when it is empty. */
export function checkCopyEntry(kind: CopyKind, values: CopyValues): Checked {
  const parsed =
    kind === 'job'
      ? jobCopyInput.safeParse({ email: values.email, jobId: values.target ?? '' })
      : categoryCopyInput.safeParse({ email: values.email, category: values.target ?? '' });
  if (parsed.success)
    return kind === 'job'
      ? { ok: true, kind, body: parsed.data as JobCopyInput }
      : { ok: true, kind, body: parsed.data as CategoryCopyInput };
  const errors: { email?: string; target?: string } = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'email' ? 'email' : 'target';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Where a refused add is told: the server's reason under the field it names (an address already
 * on the list, a job gone), or the spec's 'Failed to add email. Please try again.' otherwise.
 */
export function addRefusal(error: unknown): { email?: string; target?: string; toast?: string } {
  if (!isApiError(error) || error.isServerFailure) return { toast: M.addFailed };
  const fields = error.fields ?? {};
  if (fields.email) return { email: fields.email };
  const target = fields.jobId ?? fields.category;
  if (target) return { target };
  return { toast: M.addFailed };
}
