import { ITEM_TYPE_MESSAGES as M, type BmItemType, type ItemTypeChange } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { changedFields, itemTypeValues } from './item-types-values';

const manager = sessionUserFor('Manager', { portals: ['building'] });
const list = (category = 'All', archived = 'exclude') => `GET /api/bm/types?category=${category}&archived=${archived}`;

const cement: BmItemType = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Cement',
  category: 'Materials',
  description: 'Portland, 25 kg bags',
  unit: 'bags',
  fuel: null,
  archivedAt: null,
  inUse: true,
};
const excavator: BmItemType = {
  ...cement,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Excavator',
  category: 'Equipments',
  description: 'Tracked',
  unit: 'each',
  fuel: 'Diesel',
  inUse: false,
};
const oldSaw: BmItemType = {
  ...excavator,
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Old saw',
  category: 'Tools',
  fuel: null,
  archivedAt: '2026-01-01T00:00:00.000Z',
};

const change = (over: Partial<ItemTypeChange>): ItemTypeChange => ({
  id: '44444444-4444-4444-8444-444444444444',
  field: 'description',
  oldValue: 'Wheeled',
  newValue: 'Tracked',
  at: '2026-11-18T18:00:00.000Z',
  by: { id: manager.userid, firstName: 'Maria', lastName: 'Lopez' },
  ...over,
});

async function openPage(routes: Parameters<typeof mockApi>[0] = {}, path = '/bmdashboard/inventory/types') {
  const calls = mockApi({ [list()]: { body: [cement, excavator] }, ...routes }, { user: manager });
  await startSessionAs(manager);
  renderApp(path);
  const table = await screen.findByRole('table', {}, { timeout: 5000 });
  return { calls, table };
}

const sent = (calls: readonly ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

describe('the inventory type browser', () => {
  it('lists the types with category, unit, description, fuel, use and status, by category', async () => {
    const { calls, table } = await openPage({ [list('Equipments')]: { body: [excavator] } }, '/bmdashboard/inventorytypes');
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory types' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Excavator/ });
    for (const text of ['Equipments', 'each', 'Tracked', 'Diesel', 'No', 'Active']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Cement/ })).getByText('Yes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Equipments' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Cement')).not.toBeInTheDocument());
    expect(sent(calls, 'GET', '/api/bm/types?category=Equipments&archived=exclude')).toHaveLength(1);
  });

  it('shows archived types on request, and restores one after asking', async () => {
    const { calls } = await openPage({
      [list('All', 'include')]: { body: [cement, excavator, oldSaw] },
      [`POST /api/bm/types/${oldSaw.id}/restore`]: { body: { ...oldSaw, archivedAt: null } },
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
    const row = await screen.findByRole('row', { name: /Old saw/ });
    expect(within(row).getByText('Archived')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Old saw' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(M.restoreQuestion('Old saw'))).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(M.typeRestored('Old saw'))).toBeInTheDocument();
    expect(sent(calls, 'POST', `/api/bm/types/${oldSaw.id}/restore`)).toHaveLength(1);
  });

  it('archives a type in use only after the confirm, and Cancel leaves it', async () => {
    const { calls, table } = await openPage({
      [`POST /api/bm/types/${cement.id}/archive`]: { body: { ...cement, archivedAt: '2026-11-18T18:00:00.000Z' } },
    });
    const archive = within(table).getByRole('button', { name: 'Archive Cement' });
    await userEvent.click(archive);
    let confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(M.archiveQuestion('Cement', true))).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', `/api/bm/types/${cement.id}/archive`)).toHaveLength(0);

    await userEvent.click(archive);
    confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(M.typeArchived('Cement'))).toBeInTheDocument();
    expect(sent(calls, 'POST', `/api/bm/types/${cement.id}/archive`)).toHaveLength(1);
  });

  it('edits a type in a window with its history, newest first, sending only the changed fields', async () => {
    let history = [change({})];
    const { calls, table } = await openPage({
      [`GET /api/bm/types/${excavator.id}/changes`]: () => ({ body: history }),
      [`PATCH /api/bm/types/${excavator.id}`]: () => {
        history = [
          change({
            id: '55555555-5555-4555-8555-555555555555',
            field: 'fuel',
            oldValue: 'Diesel',
            newValue: 'Ethanol',
            at: '2026-11-18T19:00:00.000Z',
          }),
          ...history,
        ];
        return { body: { ...excavator, fuel: 'Ethanol' } };
      },
    });
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Excavator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excavator' });
    const historyTable = await within(dialog).findByRole('table', { name: 'Change history' });
    expect(
      within(historyTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'By', 'Field', 'Old', 'New']);
    expect(within(historyTable).getByText('Maria Lopez')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(M.nothingChanged)).toBeInTheDocument();
    expect(sent(calls, 'PATCH', `/api/bm/types/${excavator.id}`)).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText('Fuel type'), 'Ethanol');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(M.typeSaved)).toBeInTheDocument();
    expect(sent(calls, 'PATCH', `/api/bm/types/${excavator.id}`)[0]?.body).toEqual({ fuel: 'Ethanol' });
    await waitFor(() => expect(within(historyTable).getAllByRole('row')).toHaveLength(3));
    expect(within(within(historyTable).getAllByRole('row')[1]!).getByText('Ethanol')).toBeInTheDocument();
  });

  it("shows 'Error: that type already exists.' under the name when the new name is taken", async () => {
    const { table } = await openPage({
      [`GET /api/bm/types/${cement.id}/changes`]: { body: [] },
      [`PATCH /api/bm/types/${cement.id}`]: refusal(409, 'CONFLICT', M.equipmentExists, { fields: { name: M.equipmentExists } }),
    });
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Cement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cement' });
    expect(await within(dialog).findByText(M.noChanges)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Fuel type')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Name/));
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Sand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(M.equipmentExists)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Sand');
  });

  it('adds a type of any category, with a fuel only for equipment', async () => {
    const { calls } = await openPage({ 'POST /api/bm/types': { status: 201, body: { ...excavator, name: 'Crane' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Add type' }));
    const form = await screen.findByRole('form', { name: 'New item type' });
    expect(within(form).queryByLabelText('Fuel type')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add type' }));
    expect(await within(form).findByText('Please enter a name.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Crane');
    await userEvent.selectOptions(within(form).getByLabelText(/^Category/), 'Equipments');
    await userEvent.selectOptions(within(form).getByLabelText('Fuel type'), 'Gasoline');
    await userEvent.click(within(form).getByRole('button', { name: 'Add type' }));
    expect(await screen.findByText('Success: new equipment type added.')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/bm/types')[0]?.body).toEqual({
      name: 'Crane',
      category: 'Equipments',
      unit: 'each',
      description: '',
      fuel: 'Gasoline',
    });
  });
});

describe('the edit form’s changed fields', () => {
  it('sends nothing for an untouched form or one typed back to the saved values, and a fuel only for equipment', () => {
    expect(changedFields(excavator, itemTypeValues(excavator))).toEqual({});
    expect(changedFields(excavator, { ...itemTypeValues(excavator), name: ' Excavator ' })).toEqual({});
    expect(changedFields(excavator, { ...itemTypeValues(excavator), unit: 'units', fuel: 'Ethanol' })).toEqual({
      unit: 'units',
      fuel: 'Ethanol',
    });
    expect(changedFields(cement, { ...itemTypeValues(cement), fuel: 'Ethanol' })).toEqual({});
  });
});
