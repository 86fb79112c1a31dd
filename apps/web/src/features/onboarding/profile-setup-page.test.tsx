import { ONBOARDING_MESSAGES as M } from '@goodhours/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readToken } from '../../auth/token-storage';
import { mockApi, pageCalls, refusal, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { fakeToken, sessionUserFor } from '../../test/users';
import { ProfileSetupPage } from './profile-setup-page';

const TOKEN = 'link-token';
const CHECK = 'POST /api/ProfileInitialSetup/token';
const SETUP = 'POST /api/ProfileInitialSetup';
const LOOKUP = `POST /api/timezone/${encodeURIComponent('portland, or')}`;
const validLink: Reply = {
  body: { valid: true, email: 'ada@example.org', weeklyCommittedHours: 12, expiresAt: '2030-01-01T00:00:00.000Z' },
};
const portland: Reply = {
  body: {
    found: 'one',
    label: 'Portland, OR, United States',
    timezone: 'America/Los_Angeles',
    currentLocation: { userProvided: 'portland, or', city: 'Portland', country: 'United States', coords: { lat: 45.52, lng: -122.68 } },
  },
};
const place = (label: string, city: string, country: string, timezone: string) => ({
  label,
  timezone,
  currentLocation: { userProvided: city, city, country, coords: { lat: 1, lng: 2 } },
});
// The page alone, and a stand-in dashboard: the test is about the setup, not the pages after it.
const routes: RouteObject[] = [
  { path: '/ProfileInitialSetup/:token', Component: ProfileSetupPage },
  { path: '/dashboard', element: <p>Dashboard</p> },
];

async function openSetup(api: Record<string, Reply>) {
  const calls = mockApi({ [CHECK]: validLink, 'GET /api/getTotalCountryCount': { body: { CountryCount: 23 } }, ...api });
  await startSessionAs();
  const view = renderApp(`/ProfileInitialSetup/${TOKEN}`, routes);
  await screen.findByRole('heading', { name: 'Set up your profile' });
  return { calls, ...view };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const type = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
};

async function fillAndLookUp() {
  type('First name', 'ada');
  type('Last name', 'lovelace');
  type('Phone', '+1 503 555 0100');
  type('Password', 'Analytical!1');
  type('Confirm password', 'Analytical!1');
  type('Job title', 'software engineer');
  type('Location', 'portland, or');
  await userEvent.click(screen.getByRole('button', { name: 'Get Time Zone' }));
  expect(await screen.findByText('Found: Portland, OR, United States')).toBeInTheDocument();
}

describe('the invited profile setup page', () => {
  it('says how long each typed field may be before anything is typed', async () => {
    await openSetup({});
    for (const [label, limit] of [
      ['First name', 100],
      ['Last name', 100],
      ['Phone', 30],
      ['Job title', 100],
      ['Video call preference', 50],
    ] as const)
      expect(field(label)).toHaveAccessibleDescription(`Up to ${String(limit)} characters`);
    expect(field('Password')).toHaveAccessibleDescription(/^At least 8 characters\. .* Up to 200 characters$/);
    expect(field('Location')).toHaveAccessibleDescription('Your town or city, and its country; then Get Time Zone. Up to 200 characters');
  });

  it('explains a link that does not work, with the note and a way to sign in', async () => {
    mockApi({ [CHECK]: { body: { valid: false, reason: 'EXPIRED', message: M.linkReasons.EXPIRED } } });
    await startSessionAs();
    renderApp(`/ProfileInitialSetup/${TOKEN}`, routes);

    expect(await screen.findByRole('heading', { name: 'This setup link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.linkReasons.EXPIRED);
    expect(screen.getByText(M.linkNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
  });

  it('says what is missing without sending anything, and focuses the first problem', async () => {
    const { calls } = await openSetup({});
    expect(field('Email')).toHaveValue('ada@example.org');
    expect(field('Weekly committed hours')).toHaveValue('12');
    expect(await screen.findByText('Our volunteers live in twenty-three countries', { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText(M.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(M.locationRequired)).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
    expect(pageCalls(calls).filter((c) => c.path === '/api/ProfileInitialSetup')).toEqual([]);
  });

  it('keeps everything typed when the server refuses, and says why under the fields', async () => {
    const { calls } = await openSetup({
      [LOOKUP]: portland,
      [SETUP]: refusal(409, 'CONFLICT', M.emailInUse, { fields: { email: M.emailInUse } }),
    });
    await fillAndLookUp();
    expect(field('Time zone')).toHaveValue('America/Los_Angeles');

    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText(M.emailInUse)).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription(expect.stringContaining(M.emailInUse));
    expect(field('First name')).toHaveValue('ada');
    expect(field('Password')).toHaveValue('Analytical!1');
    expect(field('Location')).toHaveValue('portland, or');
    expect(field('Time zone')).toHaveValue('America/Los_Angeles');
    // What was sent: title-cased by the shared rule, the place found, the invited email left to the server.
    expect(calls.find((c) => c.path === '/api/ProfileInitialSetup')?.body).toMatchObject({
      token: TOKEN,
      firstName: 'Ada',
      jobTitle: 'Software Engineer',
      collaborationPreference: 'Zoom',
      timeZone: 'America/Los_Angeles',
      location: { userProvided: 'Portland, Or', city: 'Portland' },
      privacySettings: { email: true, phoneNumber: true },
    });
  });

  it('finds the place and zone, asks which place a shared name means, and confirms a home country', async () => {
    await openSetup({
      'POST /api/timezone/atlantis': refusal(404, 'NOT_FOUND', M.placeNotFound, { fields: { location: M.locationInvalid } }),
      'POST /api/timezone/portland': {
        body: {
          found: 'several',
          candidates: [
            place('Portland, OR, United States', 'Portland', 'United States', 'America/Los_Angeles'),
            place('Portland, ME, United States', 'Portland', 'United States', 'America/New_York'),
          ],
        },
      },
      'POST /api/timezone/lyon': { body: { found: 'one', ...place('Lyon, France', 'Lyon', 'France', 'Europe/Paris') } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Get Time Zone' }));
    expect(await screen.findByText(M.locationEmpty)).toBeInTheDocument();

    type('Location', 'atlantis');
    await user.click(screen.getByRole('button', { name: 'Get Time Zone' }));
    expect(await screen.findByText(M.locationInvalid)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`An error occurred : ${M.placeNotFound}`);

    type('Location', 'portland');
    await user.click(screen.getByRole('button', { name: 'Get Time Zone' }));
    await user.click(await screen.findByLabelText(/which one do you mean/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Portland, ME, United States' }));
    expect(await screen.findByText('Found: Portland, ME, United States')).toBeInTheDocument();
    expect(field('Time zone')).toHaveValue('America/New_York');

    await user.click(screen.getByRole('button', { name: 'Add home country' }));
    const dialog = await screen.findByRole('dialog', { name: 'Home location' });
    expect(within(dialog).getByLabelText(/^Home location/, { selector: 'input' })).toHaveAccessibleDescription(
      'A town or city, and its country. Up to 200 characters',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Home location/, { selector: 'input' }), { target: { value: 'lyon' } });
    await user.click(within(dialog).getByRole('button', { name: 'Find this place' }));
    expect(await within(dialog).findByText(M.requirementsNotAccepted)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('I have read and accept the requirements'));
    await user.click(within(dialog).getByRole('button', { name: 'Find this place' }));
    expect(await within(dialog).findByText('Is this your home location: Lyon, France?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await user.click(screen.getByRole('button', { name: 'Remove home location Lyon, France' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove home location?' })).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByText('Lyon, France')).toBeInTheDocument();
  });

  it('signs the new person in, says so, and opens the dashboard', async () => {
    const session = fakeToken();
    const { router } = await openSetup({
      [LOOKUP]: portland,
      [SETUP]: { status: 201, body: { token: session, message: M.accountCreated } },
      'GET /api/session': { body: sessionUserFor('Volunteer') },
    });
    await fillAndLookUp();

    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText(M.accountCreated)).toBeInTheDocument();
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(readToken()).toBe(session);
  });
});
