import { MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPendingReset, savePendingReset } from '../../auth/token-storage';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';

const userId = '11111111-1111-4111-8111-111111111111';

async function choose(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('forced password change', () => {
  it('without the reset token from the login, says so and links to the login page', async () => {
    mockApi({});
    await startSessionAs();
    renderApp(`/forcePasswordUpdate/${userId}`);

    expect(await screen.findByText(MESSAGES.resetTokenMissing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
  });

  it('refuses a weak password and a confirmation that does not match', async () => {
    savePendingReset({ userId, resetToken: 'reset-1' });
    mockApi({});
    await startSessionAs();
    renderApp(`/forcePasswordUpdate/${userId}`);

    await choose('short', 'other');

    await waitFor(() => expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(MESSAGES.passwordRule));
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription(MESSAGES.forcePasswordMismatch);
  });

  it('sends the new password with the reset token, then goes to the login page', async () => {
    savePendingReset({ userId, resetToken: 'reset-1' });
    const calls = mockApi({ 'PATCH /api/forcepassword': { body: { message: MESSAGES.forcePasswordSuccess } } });
    await startSessionAs();
    const { router } = renderApp(`/forcePasswordUpdate/${userId}`);

    await choose('Newpass1x!', 'Newpass1x!');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(await screen.findByText(MESSAGES.forcePasswordSuccess)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/forcepassword')?.body).toEqual({
      userId,
      resetToken: 'reset-1',
      newpassword: 'Newpass1x!',
      confirmnewpassword: 'Newpass1x!',
    });
    expect(readPendingReset()).toBeNull();
  });

  it('says to contact an administrator when the server refuses', async () => {
    savePendingReset({ userId, resetToken: 'expired' });
    mockApi({ 'PATCH /api/forcepassword': refusal(403, 'FORBIDDEN', MESSAGES.forcePasswordFailure) });
    await startSessionAs();
    renderApp(`/forcePasswordUpdate/${userId}`);

    await choose('Newpass1x!', 'Newpass1x!');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.forcePasswordFailure);
  });
});
