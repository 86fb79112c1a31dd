import { INVENTORY_MESSAGES as M, type InventoryMovement } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { cement, inventory, PROJECT_ID, projectUrl, WBS_ID } from './inventory-fixtures';

const admin = sessionUserFor('Administrator');
const volunteer = sessionUserFor('Volunteer');

async function showInventory(user = admin, routes: Parameters<typeof mockApi>[0] = {}, path = `/inventory/${PROJECT_ID}`) {
  const calls = mockApi({ [`GET ${projectUrl}`]: { body: inventory }, ...routes }, { user });
  await startSessionAs(user);
  renderApp(path);
  await screen.findByRole('heading', { name: 'Earthbag Village' }, { timeout: 5000 });
  return calls;
}

describe('inventory page', () => {
  it('shows the project, its totals in US dollars and each item with quantity, unit, waste and cost', async () => {
    await showInventory(volunteer);
    expect(screen.getByRole('link', { name: /WBS of Earthbag Village/ })).toHaveAttribute('href', `/project/wbs/${PROJECT_ID}`);
    expect(within(screen.getByRole('group', { name: 'Materials cost' })).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Equipment cost' })).getByText('$300.00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Most wasted' })).getByText('4 bags wasted')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Least available' })).getByText('5 bags left')).toBeInTheDocument();

    const row = screen.getByRole('row', { name: /Portland cement/ });
    expect(within(row).getByText('5 bags')).toBeInTheDocument();
    expect(within(row).getByText('4 bags')).toBeInTheDocument();
    expect(within(row).getByText('$1,234.50')).toBeInTheDocument();
  });

  it('shows a volunteer the history but no add, waste, transfer, edit or delete', async () => {
    await showInventory(volunteer);
    expect(screen.getByRole('button', { name: 'History of Cement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
    for (const action of ['Waste', 'Transfer', 'Edit', 'Delete']) {
      expect(screen.queryByRole('button', { name: `${action} Cement` })).not.toBeInTheDocument();
    }
  });

  it('gives an administrator Add item and the item actions', async () => {
    await showInventory();
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
    for (const action of ['Waste', 'Transfer', 'Edit']) {
      expect(screen.getByRole('button', { name: `${action} Cement` })).toBeInTheDocument();
    }
  });

  it('hides Add item on an archived project', async () => {
    const archived = { ...inventory, project: { ...inventory.project, isArchived: true } };
    await showInventory(admin, { [`GET ${projectUrl}`]: { body: archived } });
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
  });

  it('filters the items by category and says when a category is empty', async () => {
    await showInventory(volunteer);
    await userEvent.click(screen.getByRole('radio', { name: 'Tools' }));
    expect(screen.queryByRole('row', { name: /Portland cement/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Drill/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Reusables' }));
    expect(screen.getByText(M.emptyCategory)).toBeInTheDocument();
  });

  it('says when the project has no inventory yet', async () => {
    await showInventory(volunteer, { [`GET ${projectUrl}`]: { body: { ...inventory, items: [] } } });
    expect(screen.getByText(M.emptyProject)).toBeInTheDocument();
  });

  it('shows one WBS’s stock on the WBS route, with a link back to the project inventory', async () => {
    const wbsInventory = { ...inventory, wbs: { id: WBS_ID, wbsName: 'Foundations' }, items: [] };
    const calls = mockApi({ [`GET ${projectUrl}?wbsId=${WBS_ID}`]: { body: wbsInventory } }, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp(`/inventory/${PROJECT_ID}/wbs/${WBS_ID}`);
    expect(await screen.findByRole('heading', { name: 'Earthbag Village: Foundations' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(M.emptyWbs)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Earthbag Village inventory/ })).toHaveAttribute('href', `/inventory/${PROJECT_ID}`);
    expect(screen.getByText('Totals for the whole project, WBS included')).toBeInTheDocument();
    expect(calls.some((c) => c.path === `${projectUrl}?wbsId=${WBS_ID}`)).toBe(true);
  });

  it('shows the refusal in an error view when the project cannot be read', async () => {
    mockApi({ [`GET ${projectUrl}`]: refusal(404, 'NOT_FOUND', M.projectNotFound) }, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp(`/inventory/${PROJECT_ID}`);
    expect(await screen.findByText(`404 (${M.projectNotFound})`, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('offers no delete: stock is a ledger (decision 070)', async () => {
    await showInventory(admin, {});
    expect(screen.getByRole('button', { name: 'Edit Cement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Cement' })).not.toBeInTheDocument();
  });

  it('lists an item’s history with who changed it', async () => {
    const history: InventoryMovement[] = [
      {
        id: 'm2',
        kind: 'transfer-out',
        quantity: 10,
        costUsd: -120,
        reason: null,
        reversesId: null,
        workDate: '2026-11-18',
        note: 'For the footings',
        at: '2026-11-18T20:00:00.000Z',
        by: { id: 'u1', firstName: 'Ada', lastName: 'Admin' },
        otherProject: { id: 'p2', projectName: 'Solar Microgrid' },
      },
      {
        id: 'm1',
        kind: 'purchase',
        quantity: 19,
        costUsd: 1354.5,
        reason: null,
        reversesId: null,
        workDate: '2026-11-10',
        note: '',
        at: '2026-11-10T18:00:00.000Z',
        by: null,
        otherProject: null,
      },
      {
        id: 'm0',
        kind: 'use',
        quantity: 2,
        costUsd: 0,
        reason: null,
        reversesId: null,
        workDate: '2026-11-09',
        note: '',
        at: '2026-11-09T18:00:00.000Z',
        by: null,
        otherProject: null,
      },
    ];
    await showInventory(volunteer, { [`GET /api/inventory/items/${cement.id}/history`]: { body: history } });
    await userEvent.click(screen.getByRole('button', { name: 'History of Cement' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Cement' });
    expect(await within(dialog).findByText('Sent 10 bags to Solar Microgrid')).toBeInTheDocument();
    expect(within(dialog).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(dialog).getByText('Bought 19 bags')).toBeInTheDocument();
    expect(within(dialog).getByText('Used 2 bags')).toBeInTheDocument();
    expect(within(dialog).getByText('Nov-18-26 12:00 PM PT')).toBeInTheDocument();
  });
});
