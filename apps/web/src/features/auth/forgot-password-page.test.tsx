import { MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';

async function fill(email: string, firstName: string, lastName: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText(/^Email/), email);
  if (firstName) await user.type(screen.getByLabelText(/^First Name/), firstName);
  if (lastName) await user.type(screen.getByLabelText(/^Last Name/), lastName);
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
}

describe('forgot password page', () => {
  it('shows the four validation messages and sends nothing', async () => {
    const calls = mockApi({});
    await startSessionAs();
    renderApp('/forgotpassword');

    await fill('', '', '');
    expect(await screen.findByText(MESSAGES.forgotEmailEmpty)).toBeInTheDocument();
    expect(screen.getByText('First name should not be empty.')).toBeInTheDocument();
    expect(screen.getByText('Last name should not be empty.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([]);
  });

  it('sends the trimmed answers, shows the success message and returns to login after 1 second, where it stays (issue 42, defect 8)', async () => {
    const calls = mockApi({ 'POST /api/forgotpassword': { body: { message: MESSAGES.forgotSuccess } } });
    await startSessionAs();
    const { router } = renderApp('/forgotpassword');

    await fill('Vol@Example.org', ' Vera ', 'Volunteer');

    expect(await screen.findByText(MESSAGES.forgotSuccess)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/forgotpassword')?.body).toEqual({
      email: 'vol@example.org',
      firstName: 'Vera',
      lastName: 'Volunteer',
    });
    expect(router.state.location.pathname).toBe('/forgotpassword');
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/login');
      },
      { timeout: 2000 },
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.signInHeading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.forgotSuccess);
  });

  it('says the entries do not match when the server finds no such person', async () => {
    mockApi({ 'POST /api/forgotpassword': refusal(404, 'NOT_FOUND', 'No match') });
    await startSessionAs();
    renderApp('/forgotpassword');

    await fill('vol@example.org', 'Vera', 'Nobody');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.forgotFailure);
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Nobody');
  });

  it('shows the server message when asked too often', async () => {
    mockApi({ 'POST /api/forgotpassword': refusal(429, 'RATE_LIMITED', MESSAGES.loginRateLimited(3)) });
    await startSessionAs();
    renderApp('/forgotpassword');

    await fill('vol@example.org', 'Vera', 'Volunteer');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginRateLimited(3));
  });

  it('Cancel returns to the login page', async () => {
    mockApi({});
    await startSessionAs();
    const { router } = renderApp('/forgotpassword');

    await userEvent.click(await screen.findByRole('link', { name: 'Cancel' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});
