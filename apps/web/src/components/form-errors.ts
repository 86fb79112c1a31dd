import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { isApiError } from '../api/client';

/** The first message of each field of a failed parse, keyed by its whole path (`newType.name`, `rows.0.used`). */
export function issuesByPath(error: z.ZodError): FormErrors {
  const out: FormErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** A NumberInput's value as the schemas expect it: a number, or undefined when empty. */
export function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * What a refused save says: the server's messages for this form's fields go under them; any
 * other refusal is one message for the whole form. Server failures already toast.
 */
export function refusalOf(error: unknown, fields: readonly string[]): { fields: FormErrors; message: string | null } {
  if (!isApiError(error) || error.isServerFailure) return { fields: {}, message: null };
  const known: FormErrors = {};
  for (const [key, message] of Object.entries(error.fields ?? {})) if (fields.includes(key)) known[key] = message;
  return { fields: known, message: Object.keys(known).length ? null : error.message };
}
