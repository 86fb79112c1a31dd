import { MESSAGES, PASSWORD_LINK_MESSAGES as M, type PasswordLinkProblem } from '@goodhours/domain';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePasswordLinkCheck } from '../../api/password-links';
import { AuthCard } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';

/** Why a link does not work, and the way back to signing in. */
function LinkProblem({ problem, message }: { problem: PasswordLinkProblem; message: string }) {
  return (
    <AuthCard title={M.linkTitles[problem]}>
      <Stack>
        <Alert color="red" role="alert">
          <Text size="sm">{message}</Text>
        </Alert>
        <Anchor component={Link} to="/login">
          Go to the sign-in page
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

/**
 * /reset-password/{token} (decision 054; public, no header): a one-time link to choose a password,
 * sent from User Management or printed by the operator's commands. The link is checked on arrival;
 * a link that works opens the form, greeting the person by first name.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const check = usePasswordLinkCheck(token);

  if (check.isPending)
    return (
      <Center mih="60vh">
        <Loader role="status" aria-label={M.checking} />
      </Center>
    );
  if (check.isError) {
    return <LinkProblem problem="invalid" message={isApiError(check.error) ? check.error.message : MESSAGES.unexpectedError} />;
  }
  if (check.data.state !== 'valid') return <LinkProblem problem={check.data.state} message={check.data.message} />;
  return <ResetPasswordForm token={token} firstName={check.data.firstName} />;
}
