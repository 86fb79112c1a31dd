import { STOCK_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { EARTHBAG, manager, projects } from './stock-fixtures';

async function openPicker(routes: Parameters<typeof mockApi>[0] = {}) {
  mockApi({ 'GET /api/bm/projects': { body: projects }, ...routes }, { user: manager });
  await startSessionAs(manager);
  const rendered = renderApp('/bmdashboard');
  await screen.findByRole('heading', { level: 1, name: 'Building management' }, { timeout: 5000 });
  return rendered;
}

describe('the building portal’s project picker', () => {
  it('says to select a project when Go to Project Dashboard is pressed with none chosen', async () => {
    const { router } = await openPicker();
    const select = await screen.findByRole('combobox', { name: 'Project' });
    expect(select).toHaveDisplayValue(M.selectProject);
    await userEvent.click(screen.getByRole('button', { name: M.goToDashboard }));
    expect(await screen.findByText(M.pleaseSelectProject)).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/bmdashboard');
  });

  it('goes to the chosen project’s dashboard', async () => {
    const { router } = await openPicker();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Project' }), 'Earthbag Village');
    await userEvent.click(screen.getByRole('button', { name: M.goToDashboard }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bmdashboard/projects/${EARTHBAG}`));
  });

  it('shows a failed read instead of the list, with Reload', async () => {
    await openPicker({ 'GET /api/bm/projects': refusal(403, 'FORBIDDEN', 'You do not have access to this portal.') });
    expect(await screen.findByText('403 (You do not have access to this portal.)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('links every page of the portal', async () => {
    await openPicker();
    const links = {
      Materials: '/bmdashboard/materials',
      Consumables: '/bmdashboard/consumables',
      Reusables: '/bmdashboard/reusables',
      'Log use': '/bmdashboard/materials/update',
      'Item types': '/bmdashboard/inventory/types',
      'Purchase requests': '/bmdashboard/purchases',
      'External team': '/bmdashboard/AddTeamMember',
    };
    for (const [name, href] of Object.entries(links)) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
