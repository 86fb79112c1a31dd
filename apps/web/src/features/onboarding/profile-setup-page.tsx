import { MESSAGES } from '@goodhours/domain';
import { Center, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useSetupToken } from '../../api/onboarding';
import { SetupForm } from './setup-form';
import { SetupLinkInvalid } from './setup-link-invalid';

/**
 * /ProfileInitialSetup/{token} (document 3 §2.1; public, no header): the link is checked on
 * arrival; while the check is pending no form is shown; a link that works opens the form.
 */
export function ProfileSetupPage() {
  const { token = '' } = useParams();
  const check = useSetupToken(token);

  if (check.isPending)
    return (
      <Center mih="60vh">
        <Loader role="status" aria-label="Checking your setup link" />
      </Center>
    );
  if (check.isError) return <SetupLinkInvalid message={isApiError(check.error) ? check.error.message : MESSAGES.unexpectedError} />;
  if (!check.data.valid) return <SetupLinkInvalid reason={check.data.reason} message={check.data.message} />;
  return <SetupForm token={token} email={check.data.email} weeklyCommittedHours={check.data.weeklyCommittedHours} />;
}
