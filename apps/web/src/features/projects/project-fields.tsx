import { PROJECT_CATEGORIES, PROJECT_NAME_MAX } from '@goodhours/domain';
import { Select, Stack, TextInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { withLengthLimit } from '../../components/length-limit';

export interface ProjectFormValues {
  projectName: string;
  category: string;
}

/** The first message of each field in a failed parse, keyed as the server keys them. */
export function issueFields(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? 'projectName')] ??= issue.message;
  return out;
}

/** Field messages (from a parse or the server) as Mantine form errors; the category has two names. */
export function projectFieldErrors(fields: Record<string, string> | undefined): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key === 'projectCategory' ? 'category' : key;
    if (field === 'projectName' || field === 'category') out[field] ??= message;
  }
  return out;
}

/**
 * Name and category: the fields of Add Project and of the edit dialog. A project filed under a
 * category no longer in the list keeps it on offer until it is changed.
 */
export function ProjectFields({ form }: { form: UseFormReturnType<ProjectFormValues> }) {
  const stored = form.getInitialValues().category;
  const categories: string[] = [...PROJECT_CATEGORIES];
  if (!categories.includes(stored)) categories.push(stored);
  return (
    <Stack>
      <TextInput label="Project name" required data-autofocus {...withLengthLimit(form.getInputProps('projectName'), PROJECT_NAME_MAX)} />
      <Select label="Category" data={categories} {...form.getInputProps('category')} />
    </Stack>
  );
}
