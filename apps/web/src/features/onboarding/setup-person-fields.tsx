import { ONBOARDING_MESSAGES as M, SETUP_NAME_MAX, SETUP_PASSWORD_MAX, SETUP_PHONE_MAX } from '@goodhours/domain';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { withLengthLimit } from '../../components/length-limit';
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
          {...withLengthLimit(form.getInputProps('firstName'), SETUP_NAME_MAX)}
        />
        <TextInput
          id={setupFieldId('lastName')}
          label="Last name"
          autoComplete="family-name"
          required
          {...withLengthLimit(form.getInputProps('lastName'), SETUP_NAME_MAX)}
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
          {...withLengthLimit(form.getInputProps('phoneNumber'), SETUP_PHONE_MAX)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          id={setupFieldId('password')}
          label="Password"
          autoComplete="new-password"
          required
          {...withLengthLimit(
            form.getInputProps('password'),
            SETUP_PASSWORD_MAX,
            ruleBroken ? undefined : `At least 8 characters. ${M.passwordRule}`,
          )}
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
