import { Stack, Switch, TextInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { TEAM_CODE_MAX, TEAM_NAME_MAX } from '@goodhours/domain';
import { withLengthLimit } from '../../components/length-limit';

export interface TeamFormValues {
  teamName: string;
  teamCode: string;
  isActive: boolean;
}

/** The first message of each field in a failed parse, as Mantine form errors. */
export function fieldErrorsOf(error: z.ZodError): FormErrors {
  const out: FormErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'teamName');
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's per-field messages that belong to the team form. */
export function teamFieldErrors(fields: Record<string, string> | undefined): FormErrors {
  const out: FormErrors = {};
  for (const key of ['teamName', 'teamCode', 'isActive'] as const) {
    const message = fields?.[key];
    if (message) out[key] = message;
  }
  return out;
}

/** Name, code and active flag: the fields of Create New Team and of the edit dialog. */
export function TeamFields({ form }: { form: UseFormReturnType<TeamFormValues> }) {
  return (
    <Stack>
      <TextInput label="Team name" required data-autofocus {...withLengthLimit(form.getInputProps('teamName'), TEAM_NAME_MAX)} />
      <TextInput label="Team code" {...withLengthLimit(form.getInputProps('teamCode'), TEAM_CODE_MAX, 'Optional, for example B-EBV')} />
      <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </Stack>
  );
}
