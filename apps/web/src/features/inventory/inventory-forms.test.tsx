import { INVENTORY_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { cement, drill, inventory, OTHER_PROJECT_ID, OTHER_WBS_ID, places, PROJECT_ID, projectUrl, types } from './inventory-fixtures';

const admin = sessionUserFor('Administrator');
const itemUrl = `/api/inventory/items/${cement.id}`;

async function openDialog(button: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(
    {
      [`GET ${projectUrl}`]: { body: inventory },
      'GET /api/inventory/types?category=All': { body: types },
      'GET /api/inventory/places': { body: places },
      ...routes,
    },
    { user: admin },
  );
  await startSessionAs(admin);
  renderApp(`/inventory/${PROJECT_ID}`);
  await userEvent.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  return { calls, dialog: await screen.findByRole('dialog') };
}

const posts = (calls: readonly ApiCall[], path: string) => calls.filter((c) => c.method !== 'GET' && c.path === path);

describe('Add item', () => {
  it('asks for a type and a quantity before sending, then adds the stock at the project level', async () => {
    const { calls, dialog } = await openDialog('Add item', { [`POST ${projectUrl}/items`]: { status: 201, body: cement } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText(M.chooseType)).toBeInTheDocument();
    expect(posts(calls, `${projectUrl}/items`)).toHaveLength(0);

    await userEvent.selectOptions(await within(dialog).findByLabelText(/Item type/), cement.typeId);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText(M.quantityRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Quantity \(bags\)/), '12.5');
    await userEvent.type(within(dialog).getByLabelText(/Cost \(USD\)/), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText(M.itemAdded)).toBeInTheDocument();
    expect(posts(calls, `${projectUrl}/items`)[0]?.body).toEqual({
      typeId: cement.typeId,
      wbsId: null,
      quantity: 12.5,
      costUsd: 150,
      note: '',
    });
  });

  it("creates a new type from the form, and shows 'Error: that type already exists.' under the name", async () => {
    let attempts = 0;
    const { calls, dialog } = await openDialog('Add item', {
      'POST /api/inventory/types': () =>
        ++attempts === 1
          ? refusal(409, 'CONFLICT', M.typeExists, { fields: { name: M.typeExists } })
          : { status: 201, body: { id: 'new-type', name: 'Saw', category: 'Tools', unit: 'each', description: '' } },
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create a new type' }));
    const typeForm = within(dialog).getByRole('form', { name: 'New item type' });
    await userEvent.type(within(typeForm).getByLabelText(/Name/), 'Drill');
    await userEvent.selectOptions(within(typeForm).getByLabelText(/Category/), 'Tools');
    await userEvent.click(within(typeForm).getByRole('button', { name: 'Add type' }));
    expect(await within(typeForm).findByText(M.typeExists)).toBeInTheDocument();
    expect(within(typeForm).getByLabelText(/Name/)).toHaveValue('Drill');

    await userEvent.clear(within(typeForm).getByLabelText(/Name/));
    await userEvent.type(within(typeForm).getByLabelText(/Name/), 'Saw');
    await userEvent.click(within(typeForm).getByRole('button', { name: 'Add type' }));
    expect(await screen.findByText('Success: new tool type added.')).toBeInTheDocument();
    expect(posts(calls, '/api/inventory/types')[1]?.body).toEqual({ name: 'Saw', category: 'Tools', unit: 'each', description: '' });
    expect(await within(dialog).findByLabelText(/Item type/)).toBeInTheDocument();
  });

  it('says each limited field of Add item and of a new type how long it may be', async () => {
    const { dialog } = await openDialog('Add item');
    expect(await within(dialog).findByLabelText(/Note/)).toHaveAccessibleDescription('Up to 500 characters');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create a new type' }));
    const typeForm = within(dialog).getByRole('form', { name: 'New item type' });
    expect(within(typeForm).getByLabelText(/Name/)).toHaveAccessibleDescription('Up to 60 characters');
    expect(within(typeForm).getByLabelText(/Unit/)).toHaveAccessibleDescription('bags, m, kg, each. Up to 20 characters');
    expect(within(typeForm).getByLabelText(/Description/)).toHaveAccessibleDescription('Up to 150 characters');
  });
});

describe('Waste', () => {
  it('refuses more than is available before sending, and records waste with a toast', async () => {
    const { calls, dialog } = await openDialog('Waste Cement', { [`POST ${itemUrl}/waste`]: { body: cement } });
    await userEvent.type(within(dialog).getByLabelText(/Quantity wasted/), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record waste' }));
    expect(await within(dialog).findByText('Only 5 bags available.')).toBeInTheDocument();
    expect(posts(calls, `${itemUrl}/waste`)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/Quantity wasted/));
    await userEvent.type(within(dialog).getByLabelText(/Quantity wasted/), '2');
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'Rained on');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record waste' }));
    expect(await screen.findByText(M.wasteRecorded)).toBeInTheDocument();
    expect(posts(calls, `${itemUrl}/waste`)[0]?.body).toEqual({ quantity: 2, note: 'Rained on' });
  });

  it('says the note may be up to 500 characters', async () => {
    const { dialog } = await openDialog('Waste Cement');
    expect(within(dialog).getByLabelText(/Note/)).toHaveAccessibleDescription('Up to 500 characters');
  });

  it('shows the server’s reason under the quantity when someone else used the stock first', async () => {
    const { dialog } = await openDialog('Waste Cement', {
      [`POST ${itemUrl}/waste`]: refusal(422, 'VALIDATION', 'Only 1 bags available.', { fields: { quantity: 'Only 1 bags available.' } }),
    });
    await userEvent.type(within(dialog).getByLabelText(/Quantity wasted/), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record waste' }));
    expect(await within(dialog).findByText('Only 1 bags available.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Quantity wasted/)).toHaveValue('2');
  });
});

describe('Transfer', () => {
  it('sends the chosen project, WBS and quantity', async () => {
    const { calls, dialog } = await openDialog('Transfer Cement', {
      [`POST ${itemUrl}/transfer`]: { body: { from: cement, to: { ...cement, projectId: OTHER_PROJECT_ID } } },
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText(M.chooseProject)).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText(/To project/), OTHER_PROJECT_ID);
    await userEvent.selectOptions(within(dialog).getByLabelText(/To WBS/), OTHER_WBS_ID);
    await userEvent.type(within(dialog).getByLabelText(/Quantity \(bags\)/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(M.transferred)).toBeInTheDocument();
    expect(posts(calls, `${itemUrl}/transfer`)[0]?.body).toEqual({
      toProjectId: OTHER_PROJECT_ID,
      toWbsId: OTHER_WBS_ID,
      quantity: 3,
      note: '',
    });
  });

  it('refuses the place the item already is, and shows a refusal without a field as an alert', async () => {
    const { calls, dialog } = await openDialog('Transfer Cement', {
      [`POST ${itemUrl}/transfer`]: refusal(409, 'CONFLICT', M.projectArchived),
    });
    const project = await within(dialog).findByLabelText(/To project/);
    await userEvent.selectOptions(project, PROJECT_ID);
    await userEvent.type(within(dialog).getByLabelText(/Quantity \(bags\)/), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText(M.samePlace)).toBeInTheDocument();
    expect(posts(calls, `${itemUrl}/transfer`)).toHaveLength(0);

    await userEvent.selectOptions(project, OTHER_PROJECT_ID);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.projectArchived);
  });
});

describe('Edit', () => {
  it('needs a reason, then sends only what changed', async () => {
    const { calls, dialog } = await openDialog('Edit Drill', {
      [`PUT /api/inventory/items/${drill.id}`]: { body: { ...drill, quantity: 1 } },
    });
    const available = within(dialog).getByLabelText(/Available \(each\)/);
    await userEvent.clear(available);
    await userEvent.type(available, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.noteRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'One lost on site');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.itemUpdated)).toBeInTheDocument();
    await waitFor(() => {
      expect(posts(calls, `/api/inventory/items/${drill.id}`)[0]?.body).toEqual({ quantity: 1, note: 'One lost on site' });
    });
  });
});
