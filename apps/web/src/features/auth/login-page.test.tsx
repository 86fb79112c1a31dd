import { MESSAGES, PASSWORD_LINK_MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readDeviceToken, readPendingReset, readToken, saveDeviceToken } from '../../auth/token-storage';
import { mockApi, pageCalls, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { fakeToken, sessionUserFor } from '../../test/users';

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('login page', () => {
  it('says which product this is above the sign-in form', async () => {
    mockApi({});
    await startSessionAs();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Please Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Goodhours')).toBeInTheDocument();
    expect(screen.getByText('Time, teams and tasks for volunteer organisations')).toBeInTheDocument();
  });

  it('shows a 404 refusal under the password field and keeps what was typed', async () => {
    mockApi({ 'POST /api/login': refusal(404, 'INVALID_CREDENTIALS', MESSAGES.loginInvalidCredentials) });
    await startSessionAs();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Please Sign in' })).toBeInTheDocument();

    await signIn('Someone@Example.org', 'wrong-password');

    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(MESSAGES.loginInvalidCredentials));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('Someone@Example.org');
    expect(screen.getByLabelText(/^Email/)).not.toHaveAccessibleDescription(MESSAGES.loginInvalidCredentials);
  });

  it('shows a 403 refusal under the email field', async () => {
    mockApi({ 'POST /api/login': refusal(403, 'INACTIVE', MESSAGES.loginInactive) });
    await startSessionAs();
    renderApp('/login');

    await signIn('gone@example.org', 'Goodhours!1');

    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(MESSAGES.loginInactive));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('gone@example.org');
  });

  it('puts 422 field messages under the matching fields', async () => {
    mockApi({
      'POST /api/login': refusal(422, 'VALIDATION', 'Bad', { fields: { password: MESSAGES.loginPasswordRequired } }),
    });
    await startSessionAs();
    renderApp('/login');

    await signIn('a@example.org', 'x');

    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(MESSAGES.loginPasswordRequired));
  });

  it('tells the user how long to wait when sign-in attempts are rate limited', async () => {
    const wait = MESSAGES.loginRateLimited(12);
    mockApi({ 'POST /api/login': refusal(429, 'RATE_LIMITED', wait, { retryAfterSeconds: 700 }) });
    await startSessionAs();
    renderApp('/login');

    await signIn('a@example.org', 'Goodhours!1');

    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('a@example.org');
  });

  it('checks the fields before sending anything', async () => {
    const calls = mockApi({});
    await startSessionAs();
    renderApp('/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.loginEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loginPasswordRequired)).toBeInTheDocument();
    // Only the first-Owner question, asked on arrival; no sign-in.
    expect(pageCalls(calls).map((c) => c.path)).toEqual(['/api/setup-state']);
  });

  it('says how to create the first Owner while no one can sign in, and nothing when someone can', async () => {
    mockApi({ 'GET /api/setup-state': { body: { needsOwner: true } } });
    await startSessionAs();
    const view = renderApp('/login');
    expect(await screen.findByText(PASSWORD_LINK_MESSAGES.firstOwnerHint)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_LINK_MESSAGES.firstOwnerCommand)).toBeInTheDocument();
    view.unmount();

    mockApi({ 'GET /api/setup-state': { body: { needsOwner: false } } });
    await startSessionAs();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Please Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(PASSWORD_LINK_MESSAGES.firstOwnerHint)).not.toBeInTheDocument());
  });

  it('signs in with the email lowercased and opens the dashboard', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const token = fakeToken();
    const calls = mockApi({ 'POST /api/login': { body: { token } } }, { user: volunteer });
    await startSessionAs();
    const { router } = renderApp('/login');

    await signIn('  Volunteer@Demo.Goodhours.org ', 'Goodhours!1');

    // The dashboard's code is compiled on its first import in a test run: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: `Welcome, ${volunteer.firstName}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({
      email: 'volunteer@demo.goodhours.org',
      password: 'Goodhours!1',
    });
    expect(readToken()).toBe(token);
    expect(calls.find((c) => c.path === '/api/session')?.authorization).toBe(`Bearer ${token}`);
  });

  it('names this device with the token of its last sign-in and keeps the new one', async () => {
    const volunteer = sessionUserFor('Volunteer');
    saveDeviceToken('device-from-last-time');
    const calls = mockApi({ 'POST /api/login': { body: { token: fakeToken(), deviceToken: 'device-now' } } }, { user: volunteer });
    await startSessionAs();
    renderApp('/login');

    await signIn('volunteer@demo.goodhours.org', 'Goodhours!1');

    // The dashboard's code is compiled on its first import in a test run: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: `Welcome, ${volunteer.firstName}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({
      email: 'volunteer@demo.goodhours.org',
      password: 'Goodhours!1',
      deviceToken: 'device-from-last-time',
    });
    expect(readDeviceToken()).toBe('device-now');
  });

  it('sends a user flagged new to the forced password change, keeping the reset token', async () => {
    const userId = '11111111-1111-4111-8111-111111111111';
    mockApi({ 'POST /api/login': { body: { new: true, userId, resetToken: 'reset-123' } } });
    await startSessionAs();
    const { router } = renderApp('/login');

    await signIn('new@example.org', 'Temp0rary!');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/forcePasswordUpdate/${userId}`);
    });
    expect(readPendingReset()).toEqual({ userId, resetToken: 'reset-123' });
    expect(readToken()).toBeNull();
  });
});
