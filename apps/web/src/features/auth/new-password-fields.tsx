import type { UseFormReturnType } from '@mantine/form';
import { PasswordInput } from '@mantine/core';

interface NewPasswordValues {
  newpassword: string;
  confirmnewpassword: string;
}

/** The 'New Password' and 'Confirm Password' pair shared by the forced and voluntary changes. */
export function NewPasswordFields<V extends NewPasswordValues>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <>
      <PasswordInput label="New Password" autoComplete="new-password" required {...form.getInputProps('newpassword')} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" required {...form.getInputProps('confirmnewpassword')} />
    </>
  );
}
