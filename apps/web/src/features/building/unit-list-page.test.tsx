import { PURCHASE_MESSAGES as PM, TOOL_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { EARTHBAG, manager, projects } from './stock-fixtures';
import {
  detailOf,
  DRILL_1,
  DRILL_TYPE,
  drill2Row,
  drillRow,
  excavatorRow,
  loaderRow,
  sawRow,
  toolTypes,
  unitsPage,
  unitsUrl,
  update,
} from './unit-fixtures';

async function openList(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(
    {
      'GET /api/bm/projects': { body: projects },
      'GET /api/inventory/types?category=Tools': { body: toolTypes },
      'GET /api/inventory/types?category=Equipments': { body: [] },
      [unitsUrl({ category: 'Tools' })]: { body: unitsPage([drillRow, drill2Row, sawRow]) },
      [unitsUrl({ category: 'Equipments' })]: { body: unitsPage([excavatorRow, loaderRow]) },
      ...routes,
    },
    { user: manager },
  );
  await startSessionAs(manager);
  return { calls, ...renderApp(path) };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

const firstCells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map(cellsOf);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T18:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the tools list', () => {
  it('shows one row per unit: project, name, bought, using, available, condition with a bad badge, and the code to its page', async () => {
    await openList('/bmdashboard/tools');
    const table = await screen.findByRole('table', { name: 'Tools' }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Project', 'Name', 'Bought', 'Using', 'Available', 'Condition', 'Code', 'Updates', 'Purchases']);
    const [held, broken, saw] = firstCells(table);
    // Held by someone: not available. Needs Repair is bad but still available once back on site (document 3 §4).
    expect(held?.slice(0, 7)).toEqual(['Earthbag Village', 'Drill', 'Purchased', 'Mia Manager', 'No', 'Good', 'DRL-001']);
    expect(broken?.slice(0, 7)).toEqual(['Earthbag Village', 'Drill', 'Purchased', '—', 'No', 'Needs RepairBad', 'DRL-002']);
    expect(saw?.slice(0, 7)).toEqual(['Solar Microgrid', 'Saw', 'Purchased', '—', 'Yes', 'New', 'SAW-001']);
    expect(within(table).getByRole('link', { name: 'Drill DRL-001' })).toHaveAttribute('href', `/bmdashboard/tools/${DRILL_1}`);
    expect(screen.getByText('3 tools')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add tools' })).toHaveAttribute('href', '/bmdashboard/tools/add');
    expect(screen.getByRole('link', { name: 'Daily log' })).toHaveAttribute('href', '/bmdashboard/tools/log');
  });

  it('says a lost unit, or one out of use, is not available', async () => {
    await openList('/bmdashboard/tools', {
      [unitsUrl({ category: 'Tools' })]: {
        body: unitsPage([
          { ...drill2Row, condition: 'Lost' },
          { ...sawRow, retired: true },
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Tools' }, { timeout: 5000 });
    const [lost, retired] = firstCells(table);
    expect(lost?.slice(4, 6)).toEqual(['No', 'LostBad']);
    expect(retired?.slice(4, 6)).toEqual(['No', 'NewRetired']);
  });

  it('sorts by project and by name, each way in turn, and says so with aria-sort', async () => {
    await openList('/bmdashboard/tools');
    const table = await screen.findByRole('table', { name: 'Tools' }, { timeout: 5000 });
    expect(within(table).getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Project/ }));
    expect(within(table).getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells(table).map((c) => c[0])).toEqual(['Solar Microgrid', 'Earthbag Village', 'Earthbag Village']);
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /Project/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(firstCells(table).map((c) => c[6])).toEqual(['SAW-001', 'DRL-001', 'DRL-002']);
    // Only Project and Name sort on the tools list.
    expect(within(table).queryByRole('button', { name: /Bought/ })).not.toBeInTheDocument();
  });

  it('filters by project and tool, kept in the address', async () => {
    const { calls, router } = await openList(`/bmdashboard/tools?project=${EARTHBAG}`, {
      [unitsUrl({ category: 'Tools', projectId: EARTHBAG })]: { body: unitsPage([drillRow, drill2Row]) },
      [unitsUrl({ category: 'Tools', projectId: EARTHBAG, typeId: DRILL_TYPE })]: { body: unitsPage([drillRow]) },
    });
    await screen.findByRole('table', { name: 'Tools' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue('Earthbag Village'));
    expect(screen.getByRole('combobox', { name: 'Tool' })).toHaveDisplayValue('All Tools');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tool' }), 'Drill');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Drill DRL-002' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe(`?project=${EARTHBAG}&type=${DRILL_TYPE}`);
    expect(calls.filter((c) => c.path.startsWith('/api/bm/units')).at(-1)?.path).toBe(
      unitsUrl({ category: 'Tools', projectId: EARTHBAG, typeId: DRILL_TYPE }).slice(4),
    );
  });

  it('shows more units a page at a time', async () => {
    await openList('/bmdashboard/tools', {
      [unitsUrl({ category: 'Tools' })]: { body: unitsPage([drillRow], 2) },
      [unitsUrl({ category: 'Tools', offset: 1 })]: { body: unitsPage([sawRow], 2) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more (1 not shown)' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: 'Saw SAW-001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it("says 'No items data' when there are no tools", async () => {
    await openList('/bmdashboard/tools', { [unitsUrl({ category: 'Tools' })]: { body: unitsPage([]) } });
    expect(await screen.findByText(M.noItems, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens a unit’s update history (Date, Creator) and its type’s purchases', async () => {
    await openList('/bmdashboard/tools', {
      [`GET /api/bm/units/${DRILL_1}`]: {
        body: detailOf(drillRow, {
          updates: [update({ updateDate: '2026-11-19', status: 'Broken/Needs repair', condition: 'Needs Repair' })],
        }),
      },
      [`GET /api/bm/purchases?projectId=${EARTHBAG}&typeId=${DRILL_TYPE}&limit=100`]: { body: { requests: [], next: null } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Updates of Drill DRL-001' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Updates: Drill DRL-001' });
    const history = await within(dialog).findByRole('table', { name: 'Update history' });
    expect(firstCells(history)).toEqual([['Nov-19-26', 'Needs Repair', 'Mia Manager']]);
    await userEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Purchases of Drill DRL-001' }));
    const purchases = await screen.findByRole('dialog', { name: 'Purchases: Drill DRL-001' });
    expect(await within(purchases).findByText(PM.noHistory)).toBeInTheDocument();
  });
});

describe('the equipment list', () => {
  it('shows project, name, bought, rental, rented on and rental due with the days left or Expired', async () => {
    await openList('/bmdashboard/equipment');
    const table = await screen.findByRole('table', { name: 'Equipment' }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Project', 'Name', 'Bought', 'Rental', 'Rented On', 'Rental Due', 'Updates', 'Purchases']);
    const [excavator, loader] = firstCells(table);
    expect(excavator?.slice(0, 6)).toEqual(['Earthbag Village', 'ExcavatorEXC-001', 'Rental', 'Yes', 'Nov-01-26', 'Dec-01-2610 days left']);
    expect(loader?.slice(0, 6)).toEqual(['Solar Microgrid', 'LoaderLDR-001', 'Rental', 'Yes', 'Oct-01-26', `Oct-15-26${M.expired}`]);
    expect(screen.getByRole('combobox', { name: 'Equipment' })).toHaveDisplayValue('All Equipments');
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue('All Projects');
    expect(screen.getByRole('link', { name: 'Add equipment' })).toHaveAttribute('href', '/bmdashboard/equipment/add?add=units');
  });

  it('sorts by rented on and by rental due', async () => {
    await openList('/bmdashboard/equipment');
    const table = await screen.findByRole('table', { name: 'Equipment' }, { timeout: 5000 });
    await userEvent.click(within(table).getByRole('button', { name: /Rented On/ }));
    expect(within(table).getByRole('columnheader', { name: /Rented On/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells(table).map((c) => c[4])).toEqual(['Oct-01-26', 'Nov-01-26']);
    await userEvent.click(within(table).getByRole('button', { name: /Rental Due/ }));
    await userEvent.click(within(table).getByRole('button', { name: /Rental Due/ }));
    expect(within(table).getByRole('columnheader', { name: /Rental Due/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells(table).map((c) => c[1])).toEqual(['ExcavatorEXC-001', 'LoaderLDR-001']);
  });

  it("says 'No equipments data available' when there is none", async () => {
    await openList('/bmdashboard/equipment', { [unitsUrl({ category: 'Equipments' })]: { body: unitsPage([]) } });
    expect(await screen.findByText(M.noEquipment, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
