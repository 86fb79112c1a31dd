import { MESSAGES, PASSWORD_LINK_MESSAGES as M } from '@goodhours/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readToken } from '../../auth/token-storage';
import { mockApi, refusal, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { fakeToken, sessionUserFor } from '../../test/users';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'a'.repeat(43);
const CHECK = 'POST /api/password-links/check';
const USE = 'POST /api/password-links/use';
const GOOD = 'Harbour#Light9';
// The page alone, and a stand-in dashboard: the test is about the link, not the pages after it.
const routes: RouteObject[] = [
  { path: '/reset-password/:token', Component: ResetPasswordPage },
  { path: '/dashboard', element: <p>Dashboard</p> },
  { path: '/login', element: <p>Login page</p> },
];

async function open(check: Reply, api: Record<string, Reply> = {}) {
  const calls = mockApi({ [CHECK]: check, ...api });
  await startSessionAs();
  renderApp(`/reset-password/${TOKEN}`, routes);
  return calls;
}

const typePasswords = (password: string, confirm = password) => {
  fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm Password/), { target: { value: confirm } });
};

describe('the reset password page', () => {
  it('greets the person, sets the password through the link and signs them in', async () => {
    const session = fakeToken();
    const calls = await open(
      { body: { state: 'valid', firstName: 'Vera' } },
      { [USE]: { body: { token: session, message: M.passwordSet } }, 'GET /api/session': { body: sessionUserFor('Volunteer') } },
    );
    expect(await screen.findByRole('heading', { name: M.pageTitle })).toBeInTheDocument();
    expect(screen.getByText(M.greeting('Vera'))).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/password-links/check')?.body).toEqual({ token: TOKEN });

    typePasswords(GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/password-links/use')?.body).toEqual({
      token: TOKEN,
      newpassword: GOOD,
      confirmnewpassword: GOOD,
    });
    expect(readToken()).toBe(session);
  });

  it('says why a link does not work, without a form', async () => {
    await open({ body: { state: 'expired', message: M.linkStates.expired } });
    expect(await screen.findByRole('heading', { name: M.linkTitles.expired })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.linkStates.expired);
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the sign-in page' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('holds the password rules before sending, and keeps what was typed', async () => {
    const calls = await open({ body: { state: 'valid', firstName: 'Vera' } });
    await screen.findByRole('heading', { name: M.pageTitle });
    typePasswords('password', 'passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(MESSAGES.passwordRule));
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(MESSAGES.updatePasswordMismatch);
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('password');
    expect(calls.some((c) => c.path === '/api/password-links/use')).toBe(false);
  });

  it('shows the server’s sentence when the link was used meanwhile', async () => {
    await open(
      { body: { state: 'valid', firstName: 'Vera' } },
      { [USE]: refusal(400, 'BAD_REQUEST', M.linkStates.used, { fields: { token: M.linkStates.used } }) },
    );
    await screen.findByRole('heading', { name: M.pageTitle });
    typePasswords(GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.linkStates.used);
    expect(screen.getByLabelText(/^New Password/)).toHaveValue(GOOD);
  });
});
