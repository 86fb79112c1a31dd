import { MESSAGES } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSessionState } from '../../auth/session-store';
import { readToken } from '../../auth/token-storage';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

async function openMenu(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

function menuItemNames(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('header', () => {
  it('shows a volunteer only Dashboard, Timelog and a Team Locations link', async () => {
    const volunteer = sessionUserFor('Volunteer');
    mockApi({}, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp('/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Timelog' })).toHaveAttribute('href', '/timelog');
    expect(within(nav).getByRole('link', { name: 'Team Locations' })).toHaveAttribute('href', '/teamlocations');
    expect(within(nav).queryByRole('button', { name: 'Reports' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Other Links' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Task Edit Suggestions' })).not.toBeInTheDocument();
  });

  it('shows an owner the Reports and Other Links menus with every item', async () => {
    const owner = sessionUserFor('Owner');
    mockApi({}, { user: owner });
    await startSessionAs(owner);
    renderApp('/dashboard');

    expect(await screen.findByRole('link', { name: 'Task Edit Suggestions' })).toBeInTheDocument();
    expect(menuItemNames(await openMenu('Reports'))).toEqual([
      'Reports',
      'Weekly Summaries Report',
      'Total Org Summary',
      'Team Locations',
      'Total Construction Summary',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuItemNames(await openMenu('Other Links'))).toEqual([
      'User Management',
      'Badge Management',
      'Weekly Close',
      'Projects',
      'Teams',
      'Send Emails',
      'Email Outbox',
      'Visit Figures',
      'Form Builder',
      'Job Forms',
      'Job Notifications',
      'Team Questionnaire Answers',
      'Advisory Questionnaires',
      'Permissions Management',
    ]);
  });

  it('shows a manager only the admin links their permissions allow', async () => {
    const manager = sessionUserFor('Manager');
    mockApi({}, { user: manager });
    await startSessionAs(manager);
    renderApp('/dashboard');

    expect(await screen.findByRole('link', { name: 'Task Edit Suggestions' })).toBeInTheDocument();
    expect(menuItemNames(await openMenu('Other Links'))).toEqual(['Projects', 'Teams']);
  });

  it('opens the menu drawer with the same links, and closes it when a link is chosen', async () => {
    window.innerWidth = 390;
    const manager = sessionUserFor('Manager');
    mockApi({}, { user: manager });
    await startSessionAs(manager);
    const { router } = renderApp('/dashboard');

    const button = await screen.findByRole('button', { name: 'Open the menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // A phone's header draws the menu button, not a row of links hidden from it.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(button);
    const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('group', { name: 'Other Links' })).toHaveTextContent('ProjectsTeams');
    expect(within(drawer).getByRole('group', { name: 'Reports' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('link', { name: 'Timelog' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/timelog');
    });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });

  it('is not shown on the login page', async () => {
    mockApi({});
    await startSessionAs();
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Please Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('asks before logging out, then ends the session on the server and here', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const calls = mockApi({ 'POST /api/logout': { status: 204 } }, { user: volunteer });
    await startSessionAs(volunteer);
    const { router } = renderApp('/dashboard');

    const account = await openMenu(`${volunteer.firstName} ${volunteer.lastName}`);
    expect(within(account).getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute('href', `/userprofile/${volunteer.userid}`);
    expect(within(account).getByRole('menuitem', { name: 'Update Password' })).toHaveAttribute(
      'href',
      `/updatepassword/${volunteer.userid}`,
    );
    await userEvent.click(within(account).getByRole('menuitem', { name: 'Logout' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.logoutQuestion });
    expect(dialog).toHaveTextContent(MESSAGES.logoutReminder);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout' && c.authorization !== null)).toBe(true);
    expect(readToken()).toBeNull();
    expect(getSessionState().status).toBe('signedOut');
  });
});
