import { ONBOARDING_MESSAGES as M } from '@goodhours/domain';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { setupFieldId, type SetupFormValues } from './setup-form-values';

type SetupForm = UseFormReturnType<SetupFormValues>;

/** Names, the invited email (read-only), phone, and the password with its confirmation. */
export function SetupPersonFields({ form }: { form: SetupForm }) {
  // The rule is said once: as help, or as the problem when the password breaks it.
  const ruleBroken = form.errors.password === M.passwordRule;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          id={setupFieldId('firstName')}
          label="First name"
          autoComplete="given-name"
          required
          {...form.getInputProps('firstName')}
        />
        <TextInput
          id={setupFieldId('lastName')}
          label="Last name"
          autoComplete="family-name"
          required
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          id={setupFieldId('email')}
          label="Email"
          type="email"
          autoComplete="username"
          readOnly
          variant="filled"
          description="The address you were invited at"
          {...form.getInputProps('email')}
        />
        <TextInput
          id={setupFieldId('phoneNumber')}
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('phoneNumber')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          id={setupFieldId('password')}
          label="Password"
          autoComplete="new-password"
          required
          description={ruleBroken ? undefined : `At least 8 characters. ${M.passwordRule}`}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          id={setupFieldId('confirmPassword')}
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
      </SimpleGrid>
    </>
  );
}
