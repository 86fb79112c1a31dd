import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from './test/mock-api';
import { renderApp, startSessionAs } from './test/render';
import { fakeToken, sessionUserFor } from './test/users';

describe('route guards', () => {
  it('sends a signed-out visitor to /login and back to where they were going after signing in', async () => {
    const owner = sessionUserFor('Owner');
    mockApi(
      {
        'POST /api/login': { body: { token: fakeToken() } },
        'GET /api/roles': { body: [] },
        'GET /api/permissionChangeLogs?limit=100': { body: [] },
      },
      { user: owner },
    );
    await startSessionAs();
    const { router } = renderApp('/permissionsmanagement');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    await userEvent.type(await screen.findByLabelText(/^Email/), 'owner@demo.goodhours.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Goodhours!1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Permissions Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/permissionsmanagement');
  });

  it('sends a volunteer away from /permissionsmanagement to /dashboard', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const calls = mockApi({}, { user: volunteer });
    await startSessionAs(volunteer);
    const { router } = renderApp('/permissionsmanagement');

    // The dashboard's code is compiled on its first import in a test run: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: `Welcome, ${volunteer.firstName}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.some((c) => c.path === '/api/roles')).toBe(false);
  });

  it('lets a volunteer given putUserProfilePermissions open permissions management', async () => {
    const volunteer = sessionUserFor('Volunteer', { frontPermissions: ['putUserProfilePermissions'] });
    mockApi({ 'GET /api/roles': { body: [] }, 'GET /api/permissionChangeLogs?limit=100': { body: [] } }, { user: volunteer });
    await startSessionAs(volunteer);
    const { router } = renderApp('/permissionsmanagement');

    expect(await screen.findByRole('heading', { name: 'Permissions Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/permissionsmanagement');
  });

  it('shows the not-found page with a Home link for an unknown path', async () => {
    mockApi({});
    await startSessionAs();
    renderApp('/no/such/page');

    expect(await screen.findByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/educationportal', /Education portal: not built yet/, sessionUserFor('Volunteer', { portals: ['education'] })],
    // Any path under an area still to build, not only the paths the original app listed.
    ['/bmdashboard/tools/42/history', /Building management: not built yet/, sessionUserFor('Manager', { portals: ['building'] })],
  ])('shows a placeholder naming the area for %s, a route built later, once past the portal’s login', async (path, heading, user) => {
    mockApi({}, { user });
    await startSessionAs(user);
    renderApp(path);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('goes from the dashboard to another page, and shows not found for an unknown path', async () => {
    const owner = sessionUserFor('Owner');
    mockApi({ 'GET /api/roles': { body: [] }, 'GET /api/permissionChangeLogs?limit=100': { body: [] } }, { user: owner });
    await startSessionAs(owner);
    const { router } = renderApp('/dashboard');

    await router.navigate('/permissionsmanagement');
    expect(await screen.findByRole('heading', { name: 'Permissions Management' })).toBeInTheDocument();
    await router.navigate('/no/such/page');
    expect(await screen.findByText('PAGE NOT FOUND')).toBeInTheDocument();
  });

  it('/Logout logs out and goes to /login', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const calls = mockApi({ 'POST /api/logout': { status: 204 } }, { user: volunteer });
    await startSessionAs(volunteer);
    const { router } = renderApp('/Logout');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(calls.some((c) => c.path === '/api/logout')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Please Sign in' })).toBeInTheDocument();
  });
});
