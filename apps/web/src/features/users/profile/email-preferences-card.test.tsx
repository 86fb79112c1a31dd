import { WEEK_CLOSE_MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { EmailPreferencesCard } from './email-preferences-card';

const preferencePath = (id: string) => `/api/userprofile/${id}/announcement-emails`;

describe('the card of the emails one receives', () => {
  it('shows the announcements choice from the server and turning it off sends it', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const url = preferencePath(volunteer.userid);
    const calls = mockApi(
      { [`GET ${url}`]: { body: { enabled: true } }, [`PUT ${url}`]: (call) => ({ body: call.body }) },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderApp('/', [{ path: '/', element: <EmailPreferencesCard profile={{ id: volunteer.userid, role: 'Volunteer' }} /> }]);

    expect(await screen.findByRole('region', { name: 'Emails you receive' })).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: /Announcements/ });
    expect(toggle).toBeChecked();
    expect(
      screen.getByText('Notices about your own account (blue squares, password, status changes) always reach you.'),
    ).toBeInTheDocument();
    // A volunteer leads no team: no digest.
    expect(screen.queryByRole('switch', { name: new RegExp(WEEK_CLOSE_MESSAGES.digestLabel) })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: false });
  });

  it('holds the digest switch too for someone who leads teams', async () => {
    const manager = sessionUserFor('Manager');
    mockApi(
      {
        [`GET ${preferencePath(manager.userid)}`]: { body: { enabled: false } },
        [`GET /api/userprofile/${manager.userid}/summarydigest`]: { body: { enabled: true } },
      },
      { user: manager },
    );
    await startSessionAs(manager);
    renderApp('/', [{ path: '/', element: <EmailPreferencesCard profile={{ id: manager.userid, role: 'Manager' }} /> }]);

    expect(await screen.findByRole('switch', { name: /Announcements/ })).not.toBeChecked();
    expect(await screen.findByRole('switch', { name: new RegExp(WEEK_CLOSE_MESSAGES.digestLabel) })).toBeChecked();
  });

  it('is not shown on someone else’s profile, and asks nothing about them', async () => {
    const admin = sessionUserFor('Administrator');
    const other = sessionUserFor('Volunteer');
    const calls = mockApi({}, { user: admin });
    await startSessionAs(admin);
    renderApp('/', [
      {
        path: '/',
        element: (
          <div>
            Profile
            <EmailPreferencesCard profile={{ id: other.userid, role: 'Volunteer' }} />
          </div>
        ),
      },
    ]);

    expect(await screen.findByText('Profile')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Emails you receive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('announcement-emails'))).toBe(false);
  });
});
