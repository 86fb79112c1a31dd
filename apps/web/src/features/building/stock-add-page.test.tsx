import { INVENTORY_MESSAGES as IM, STOCK_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { CEMENT_TYPE, cementRow, EARTHBAG, manager, page, projects, stockUrl, types } from './stock-fixtures';

async function openAdd(path = '/bmdashboard/materials/add', routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(
    {
      'GET /api/bm/projects': { body: projects },
      'GET /api/inventory/types?category=Materials': { body: types },
      'GET /api/inventory/types?category=Consumables': { body: [] },
      [stockUrl({ category: 'Materials', projectId: EARTHBAG })]: { body: page([cementRow]) },
      ...routes,
    },
    { user: manager },
  );
  await startSessionAs(manager);
  const rendered = renderApp(path);
  const form = await screen.findByRole('form', { name: 'Add stock' }, { timeout: 5000 });
  return { calls, form, ...rendered };
}

const posts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST');

describe('adding stock directly', () => {
  it('names every missing field under it and sends nothing', async () => {
    const { calls } = await openAdd();
    await userEvent.click(screen.getByRole('button', { name: 'Add stock' }));
    expect(await screen.findByText(IM.chooseProject)).toBeInTheDocument();
    expect(screen.getByText(IM.chooseType)).toBeInTheDocument();
    expect(screen.getByText(IM.quantityRequired)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('adds an existing type to the project, says so, and goes back to the list on that project', async () => {
    const { calls, router } = await openAdd(`/bmdashboard/materials/add?project=${EARTHBAG}`, {
      'POST /api/bm/stock': { status: 201, body: cementRow },
    });
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue('Earthbag Village');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Cement (bags)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity (bags)' }), '20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cost (USD)' }), '240');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Donated');
    await userEvent.click(screen.getByRole('button', { name: 'Add stock' }));
    expect(await screen.findByText(M.stockAdded)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      projectId: EARTHBAG,
      category: 'Materials',
      typeId: CEMENT_TYPE,
      quantity: 20,
      costUsd: 240,
      note: 'Donated',
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(`/bmdashboard/materials?project=${EARTHBAG}`),
    );
  });

  it('makes a new type with the stock, and shows a taken name under the name', async () => {
    const { calls } = await openAdd('/bmdashboard/materials/add', {
      'POST /api/bm/stock': refusal(409, 'CONFLICT', IM.typeExists, { fields: { 'newType.name': IM.typeExists } }),
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Earthbag Village');
    await userEvent.click(screen.getByRole('radio', { name: 'New type' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Cement');
    await userEvent.type(screen.getByRole('textbox', { name: /^Unit/ }), 'bags');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity (bags)' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add stock' }));
    expect(await screen.findByText(IM.typeExists)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      projectId: EARTHBAG,
      category: 'Materials',
      newType: { name: 'Cement', unit: 'bags', description: '' },
      quantity: 5,
      costUsd: 0,
      note: '',
    });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Cement');
  });

  it('starts on a new type when the category has none yet', async () => {
    await openAdd('/bmdashboard/consumables/add');
    expect(screen.getByRole('heading', { level: 1, name: 'Add consumables' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New type' })).toBeChecked();
  });
});
