import { PURCHASE_MESSAGES as PM, STOCK_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import {
  CEMENT_ITEM,
  cementRow,
  EARTHBAG,
  manager,
  movement,
  movementsPage,
  page,
  projects,
  sandRow,
  stockUrl,
  types,
} from './stock-fixtures';

async function openList(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(
    {
      'GET /api/bm/projects': { body: projects },
      'GET /api/inventory/types?category=Materials': { body: types },
      'GET /api/inventory/types?category=Reusables': { body: [] },
      [stockUrl({ category: 'Materials' })]: { body: page([cementRow, sandRow]) },
      ...routes,
    },
    { user: manager },
  );
  await startSessionAs(manager);
  const rendered = renderApp(path);
  return { calls, ...rendered };
}

const stockCalls = (calls: readonly ApiCall[]) => calls.filter((c) => c.path.startsWith('/api/bm/stock'));

describe('the materials page', () => {
  it('lists each project’s stock with bought, used, wasted, available and unit, and marks low stock', async () => {
    await openList('/bmdashboard/materials');
    const table = await screen.findByRole('table', { name: 'Materials stock' }, { timeout: 5000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Project', 'Type', 'Bought', 'Used', 'Wasted', 'Available', 'Unit', 'Actions']);
    const cement = within(table).getByRole('row', { name: /Cement/ });
    expect(
      within(cement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['70', '0', '4', '66', 'bags']));
    const sand = within(table).getByRole('row', { name: /Sand/ });
    expect(within(sand).getByText(M.lowStock)).toBeInTheDocument();
    expect(within(sand).getByText('Dome Construction')).toBeInTheDocument();
    expect(within(cement).queryByText(M.lowStock)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add stock' })).toHaveAttribute('href', '/bmdashboard/materials/add');
    expect(screen.getByRole('link', { name: 'Log use' })).toHaveAttribute('href', '/bmdashboard/materials/update');
    expect(screen.getByRole('link', { name: 'Purchase request' })).toHaveAttribute('href', '/bmdashboard/materials/purchase');
  });

  it('calls waste Destroyed on the reusables page, which has no Add stock', async () => {
    const scaffolding = {
      ...cementRow,
      type: { ...cementRow.type, name: 'Scaffolding', unit: 'sections', category: 'Reusables' as const },
    };
    await openList('/bmdashboard/reusables', { [stockUrl({ category: 'Reusables' })]: { body: page([scaffolding]) } });
    const table = await screen.findByRole('table', { name: 'Reusables stock' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: /Destroyed/ })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Wasted/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add stock' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log use' })).toHaveAttribute('href', '/bmdashboard/reusables/update');
  });

  it('sorts by a header, largest first for a figure, and says so with aria-sort', async () => {
    const { calls } = await openList('/bmdashboard/materials', {
      [stockUrl({ category: 'Materials', sort: 'available', dir: 'desc' })]: { body: page([cementRow, sandRow]) },
      [stockUrl({ category: 'Materials', sort: 'available', dir: 'asc' })]: { body: page([sandRow, cementRow]) },
    });
    const table = await screen.findByRole('table', { name: 'Materials stock' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Available/ }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /Available/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(within(table).getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(table).getByRole('button', { name: /Available/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Sand/));
    expect(stockCalls(calls).map((c) => c.path)).toContain(stockUrl({ category: 'Materials', sort: 'available', dir: 'asc' }).slice(4));
  });

  it('filters by the project in the address (the low-stock email’s link) and by type', async () => {
    const { calls } = await openList(`/bmdashboard/materials?project=${EARTHBAG}`, {
      [stockUrl({ category: 'Materials', projectId: EARTHBAG })]: { body: page([cementRow, sandRow]) },
      [stockUrl({ category: 'Materials', projectId: EARTHBAG, typeId: cementRow.type.id })]: { body: page([cementRow]) },
    });
    await screen.findByRole('table', { name: 'Materials stock' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue('Earthbag Village'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Cement');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Sand/ })).not.toBeInTheDocument());
    expect(stockCalls(calls).at(-1)?.path).toBe(
      stockUrl({ category: 'Materials', projectId: EARTHBAG, typeId: cementRow.type.id }).slice(4),
    );
  });

  it('shows more rows a page at a time', async () => {
    await openList('/bmdashboard/materials', {
      [stockUrl({ category: 'Materials' })]: { body: page([cementRow], 2) },
      [stockUrl({ category: 'Materials', offset: 1 })]: { body: page([sandRow], 2) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more (1 not shown)' }, { timeout: 5000 }));
    expect(await screen.findByRole('row', { name: /Sand/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('says when there is no stock', async () => {
    await openList('/bmdashboard/materials', { [stockUrl({ category: 'Materials' })]: { body: page([]) } });
    expect(await screen.findByText(M.noStock, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens a row’s movements and reverses a use with a note', async () => {
    const used = movement({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', kind: 'use', quantity: 4 });
    const bought = movement({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', kind: 'purchase', quantity: 70, costUsd: 840 });
    const undone = movement({
      id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      kind: 'waste',
      quantity: -4,
      reason: 'wasted',
      reversesId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
    });
    const wasted = movement({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', kind: 'waste', quantity: 4, reason: 'wasted' });
    const { calls } = await openList('/bmdashboard/materials', {
      [`GET /api/bm/items/${CEMENT_ITEM}/movements`]: { body: movementsPage([used, undone, wasted, bought]) },
      [`POST /api/bm/movements/${used.id}/reverse`]: { body: cementRow },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'History of Cement on Earthbag Village' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Cement on Earthbag Village' });
    expect(await within(dialog).findByText('Used 4 bags')).toBeInTheDocument();
    expect(within(dialog).getByText('Reversed: Wasted 4 bags')).toBeInTheDocument();
    // The reversal and the waste it undid cannot be reversed; the use and the purchase can.
    expect(within(dialog).getAllByRole('button', { name: /^Reverse/ })).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: /^Reverse: Used 4 bags/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('Please say why you are correcting this item.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why/ }), 'Logged twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText(M.reversed)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Logged twice' });
  });

  it('shows a refused reversal above the buttons', async () => {
    const used = movement({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' });
    await openList('/bmdashboard/materials', {
      [`GET /api/bm/items/${CEMENT_ITEM}/movements`]: { body: movementsPage([used]) },
      [`POST /api/bm/movements/${used.id}/reverse`]: refusal(409, 'CONFLICT', M.alreadyReversed),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'History of Cement on Earthbag Village' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Reverse: Used 4 bags/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why/ }), 'Logged twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.alreadyReversed);
  });

  it('opens a row’s purchase history for its project and type', async () => {
    const { calls } = await openList('/bmdashboard/materials', {
      [`GET /api/bm/purchases?projectId=${EARTHBAG}&typeId=${cementRow.type.id}&limit=100`]: { body: { requests: [], next: null } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Purchases of Cement on Earthbag Village' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchases: Cement on Earthbag Village' });
    expect(await within(dialog).findByText(PM.noHistory)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/bm/purchases?'))).toBe(true);
  });

  it('sets and clears a row’s minimum', async () => {
    const { calls } = await openList('/bmdashboard/materials', {
      [`PUT /api/bm/items/${sandRow.itemId}/minimum`]: { body: sandRow },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Minimum of Sand on Earthbag Village, Dome Construction' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Minimum: Sand on Earthbag Village, Dome Construction' });
    const input = within(dialog).getByRole('textbox', { name: /Minimum \(m³\)/ });
    expect(input).toHaveValue('8');
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save minimum' }));
    expect(await screen.findByText(M.minimumSaved)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Minimum of Sand on Earthbag Village, Dome Construction' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear minimum' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ minimum: 12.5 }, { minimum: null }]));
  });
});
