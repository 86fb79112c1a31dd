import { STOCK_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { cementRow, EARTHBAG, manager, page, projects, sandRow, stockUrl } from './stock-fixtures';

const LIST = stockUrl({ category: 'Materials', projectId: EARTHBAG, sort: 'type' });

async function openLog(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(
    { 'GET /api/bm/projects': { body: projects }, [LIST]: { body: page([cementRow, sandRow]) }, ...routes },
    { user: manager },
  );
  await startSessionAs(manager);
  const rendered = renderApp(path);
  return { calls, ...rendered };
}

const sand = () => screen.getByRole('group', { name: 'Sand, Dome Construction' });
const cement = () => screen.getByRole('group', { name: 'Cement' });

describe('logging material use', () => {
  it('asks for a project first, then lists its items with what is available', async () => {
    const { router } = await openLog('/bmdashboard/logMaterial');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log materials used and wasted' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(M.pleaseSelectProject)).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Project' }), 'Earthbag Village');
    expect(await screen.findByRole('group', { name: 'Cement' })).toHaveTextContent('66 bags available');
    expect(sand()).toHaveTextContent('6.5 m³ available');
    expect(within(sand()).getByText(M.lowStock)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?project=${EARTHBAG}`);
  });

  it('sends only the rows with amounts, all at once, says how many were logged and empties the fields', async () => {
    let logged = false;
    const { calls } = await openLog(`/bmdashboard/materials/update?project=${EARTHBAG}`, {
      'POST /api/bm/stock/log': () => {
        logged = true;
        return { body: { rows: [{ ...cementRow, used: 10, available: 56 }, sandRow] } };
      },
      [LIST]: () => ({ body: page(logged ? [{ ...cementRow, used: 10, available: 56 }, sandRow] : [cementRow, sandRow]) }),
    });
    await screen.findByRole('group', { name: 'Cement' }, { timeout: 5000 });
    await userEvent.type(within(cement()).getByRole('textbox', { name: 'Used (bags)' }), '10');
    await userEvent.type(within(sand()).getByRole('textbox', { name: 'Wasted (m³)' }), '0.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Footings');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.logged(2))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      rows: [
        { itemId: cementRow.itemId, used: 10, wasted: 0, in: 'units' },
        { itemId: sandRow.itemId, used: 0, wasted: 0.5, in: 'units' },
      ],
      note: 'Footings',
    });
    await waitFor(() => expect(cement()).toHaveTextContent('56 bags available'));
    expect(within(cement()).getByRole('textbox', { name: 'Used (bags)' })).toHaveValue('');
  });

  it('logs in percent of what is available', async () => {
    const { calls } = await openLog(`/bmdashboard/materials/update?project=${EARTHBAG}`, {
      'POST /api/bm/stock/log': { body: { rows: [cementRow] } },
    });
    await screen.findByRole('group', { name: 'Cement' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('radio', { name: 'Percent of available' }));
    await userEvent.type(within(cement()).getByRole('textbox', { name: 'Used (%)' }), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.logged(1))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      rows: [{ itemId: cementRow.itemId, used: 25, wasted: 0, in: 'percent' }],
      note: '',
    });
  });

  it('says to enter an amount when none was, and sends nothing', async () => {
    const { calls } = await openLog(`/bmdashboard/materials/update?project=${EARTHBAG}`);
    await screen.findByRole('group', { name: 'Cement' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.nothingLogged);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('puts a 422 under both fields of the failing row, keeping what was typed', async () => {
    await openLog(`/bmdashboard/materials/update?project=${EARTHBAG}`, {
      'POST /api/bm/stock/log': refusal(422, 'VALIDATION', M.overAvailable, {
        fields: { 'rows.1.used': M.overAvailable, 'rows.1.wasted': M.overAvailable },
      }),
    });
    await screen.findByRole('group', { name: 'Cement' }, { timeout: 5000 });
    await userEvent.type(within(cement()).getByRole('textbox', { name: 'Used (bags)' }), '5');
    await userEvent.type(within(sand()).getByRole('textbox', { name: 'Used (m³)' }), '5');
    await userEvent.type(within(sand()).getByRole('textbox', { name: 'Wasted (m³)' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(sand()).getAllByText(M.overAvailable)).toHaveLength(2));
    expect(within(cement()).queryByText(M.overAvailable)).not.toBeInTheDocument();
    expect(within(sand()).getByRole('textbox', { name: 'Used (m³)' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(sand()).getByRole('textbox', { name: 'Used (m³)' })).toHaveValue('5');
    expect(within(cement()).getByRole('textbox', { name: 'Used (bags)' })).toHaveValue('5');
  });

  it('calls waste Destroyed on the reusables’ log', async () => {
    const scaffolding = {
      ...cementRow,
      type: { ...cementRow.type, name: 'Scaffolding', unit: 'sections', category: 'Reusables' as const },
    };
    await openLog(`/bmdashboard/reusables/update?project=${EARTHBAG}`, {
      [stockUrl({ category: 'Reusables', projectId: EARTHBAG, sort: 'type' })]: { body: page([scaffolding]) },
    });
    const group = await screen.findByRole('group', { name: 'Scaffolding' }, { timeout: 5000 });
    expect(within(group).getByRole('textbox', { name: 'Destroyed (sections)' })).toBeInTheDocument();
  });
});
