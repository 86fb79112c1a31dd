import { MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSessionState } from '../../auth/session-store';
import { mockApi, pageCalls, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const volunteer = sessionUserFor('Volunteer');
const path = `/updatepassword/${volunteer.userid}`;

async function change(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Current Password/), current);
  await user.type(screen.getByLabelText(/^New Password/), next);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('update password page', () => {
  it('refuses a new password equal to the current one', async () => {
    const calls = mockApi({}, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp(path);

    await change('Goodhours!1', 'Goodhours!1', 'Goodhours!1');

    expect(await screen.findByText('should not be same as old password')).toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([]);
  });

  it('shows a wrong current password (400) under the current password field', async () => {
    mockApi(
      { [`PATCH /api/updatepassword/${volunteer.userid}`]: refusal(400, 'BAD_REQUEST', MESSAGES.currentPasswordWrong) },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderApp(path);

    await change('Wrong!pass1', 'Better!pass2', 'Better!pass2');

    await waitFor(() => expect(screen.getByLabelText(/^Current Password/)).toHaveAccessibleDescription(MESSAGES.currentPasswordWrong));
  });

  it('after a change, says so, logs out and goes to the login page', async () => {
    const calls = mockApi({ [`PATCH /api/updatepassword/${volunteer.userid}`]: { body: { message: 'ok' } } }, { user: volunteer });
    await startSessionAs(volunteer);
    const { router } = renderApp(path);

    await change('Goodhours!1', 'Better!pass2', 'Better!pass2');

    expect(await screen.findByText(MESSAGES.updatePasswordSuccess)).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(getSessionState().status).toBe('signedOut');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      currentpassword: 'Goodhours!1',
      newpassword: 'Better!pass2',
      confirmnewpassword: 'Better!pass2',
    });
  });

  it('shows a toast for any other failure', async () => {
    mockApi({ [`PATCH /api/updatepassword/${volunteer.userid}`]: refusal(403, 'FORBIDDEN', 'No') }, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp(path);

    await change('Goodhours!1', 'Better!pass2', 'Better!pass2');

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it("sends a user opening someone else's password page to the dashboard", async () => {
    mockApi({}, { user: volunteer });
    await startSessionAs(volunteer);
    const { router } = renderApp('/updatepassword/00000000-0000-4000-8000-00000000abcd');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });
});
