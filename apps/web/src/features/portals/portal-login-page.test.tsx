import { PORTAL_MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { fakeToken, sessionUserFor } from '../../test/users';

const manager = sessionUserFor('Manager');
const LOGIN = 'POST /api/portals/building/login';

/** A server whose session gains the building flag once the portal login is passed. */
function buildingServer(reply = { body: { portals: ['building'] } }) {
  let flagged = false;
  return mockApi({
    'GET /api/session': () => ({ body: { ...manager, portals: flagged ? ['building'] : [] } }),
    [LOGIN]: () => {
      flagged = reply.body.portals.includes('building');
      return reply;
    },
  });
}

async function fillIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
}

describe('a portal login', () => {
  it('shows the portal’s heading and the note, and keeps Login disabled until both fields are filled', async () => {
    buildingServer();
    await startSessionAs(manager);
    renderApp('/bmdashboard/login');

    expect(await screen.findByRole('heading', { name: 'Building Management Login' })).toBeInTheDocument();
    expect(screen.getByText(PORTAL_MESSAGES.credentialsNote)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Email/), manager.email);
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    expect(button).toBeEnabled();
  });

  it('names the first problem under each field before asking the server', async () => {
    const calls = buildingServer();
    await startSessionAs(manager);
    renderApp('/bmdashboard/login');

    await fillIn('not-an-email', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(PORTAL_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(PORTAL_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/portals/building/login')).toBe(false);
  });

  it('shows the server’s 422 message under its field', async () => {
    mockApi({
      'GET /api/session': { body: manager },
      [LOGIN]: refusal(422, 'VALIDATION', PORTAL_MESSAGES.wrongPassword, { fields: { password: PORTAL_MESSAGES.wrongPassword } }),
    });
    await startSessionAs(manager);
    renderApp('/bmdashboard/login');

    await fillIn(manager.email, 'Wrong!1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(PORTAL_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(PORTAL_MESSAGES.wrongPassword);
  });

  it('says plainly that a person without the permission has no access to the portal', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const { router } = await (async () => {
      mockApi({ 'GET /api/session': { body: volunteer }, [LOGIN]: refusal(403, 'FORBIDDEN', PORTAL_MESSAGES.noAccess) });
      await startSessionAs(volunteer);
      return renderApp('/bmdashboard/login');
    })();

    await fillIn(volunteer.email, 'Goodhours!1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PORTAL_MESSAGES.noAccess);
    expect(router.state.location.pathname).toBe('/bmdashboard/login');
  });

  it('sends a manager from a building page to the building login and back to that page', async () => {
    const calls = buildingServer();
    await startSessionAs(manager);
    const { router } = renderApp('/bmdashboard/Issue');

    expect(await screen.findByRole('heading', { name: 'Building Management Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bmdashboard/login');
    await fillIn(manager.email, 'Goodhours!1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: /Building management: not built yet/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bmdashboard/Issue');
    expect(calls.find((c) => c.path === '/api/portals/building/login')?.body).toEqual({ email: manager.email, password: 'Goodhours!1' });
  });

  it('goes back to a `from` path of this app given in the address', async () => {
    buildingServer();
    await startSessionAs(manager);
    const { router } = renderApp('/bmdashboard/login?from=%2Fbmdashboard%2Fequipment');

    await fillIn(manager.email, 'Goodhours!1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/bmdashboard/equipment');
    });
  });

  it('sends a manager who logged into another portal to the building login all the same', async () => {
    mockApi({ 'GET /api/session': { body: { ...manager, portals: ['community'] } } });
    await startSessionAs(manager);
    const { router } = renderApp('/bmdashboard');

    expect(await screen.findByRole('heading', { name: 'Building Management Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bmdashboard/login');
  });

  it('lets a person with the flag but whose permission was taken away no further than the login', async () => {
    mockApi({
      'GET /api/session': {
        body: sessionUserFor('Manager', { removedDefaultPermissions: ['accessBuildingPortal'], portals: ['building'] }),
      },
    });
    await startSessionAs(manager);
    const { router } = renderApp('/bmdashboard');

    expect(await screen.findByRole('heading', { name: 'Building Management Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bmdashboard/login');
  });

  it('sends a signed-out visitor to /login first, then back to the portal login', async () => {
    mockApi({ 'POST /api/login': { body: { token: fakeToken() } }, 'GET /api/session': { body: manager } });
    await startSessionAs();
    const { router } = renderApp('/communityportal/login');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    await fillIn(manager.email, 'Goodhours!1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Community Portal Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/communityportal/login');
  });
});
