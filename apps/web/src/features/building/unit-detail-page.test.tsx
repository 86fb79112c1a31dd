import { TOOL_MESSAGES as M, type UnitLogEntry } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { EARTHBAG, manager } from './stock-fixtures';
import { detailOf, DRILL_1, DRILL_TYPE, drillRow, EXCAVATOR_1, EXCAVATOR_TYPE, excavatorRow, update } from './unit-fixtures';

const purchasesOf = (typeId: string) => `GET /api/bm/purchases?projectId=${EARTHBAG}&typeId=${typeId}&limit=100`;

const checkedOut: UnitLogEntry = {
  id: 'a1111111-1111-4111-8111-111111111111',
  action: 'Check Out',
  holder: { id: 'f1111111-1111-4111-8111-111111111111', name: 'Mia Manager', external: false },
  by: { id: 'f1111111-1111-4111-8111-111111111111', firstName: 'Mia', lastName: 'Manager' },
  workDate: '2026-11-20',
  at: '2026-11-20T17:00:00.000Z',
};

async function openUnit(path: string, routes: Parameters<typeof mockApi>[0]) {
  mockApi(
    {
      [purchasesOf(DRILL_TYPE)]: { body: { requests: [], next: null } },
      [purchasesOf(EXCAVATOR_TYPE)]: { body: { requests: [], next: null } },
      ...routes,
    },
    { user: manager },
  );
  await startSessionAs(manager);
  return renderApp(path);
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a tool’s page', () => {
  it('shows every field from the data, the custody log and the condition updates', async () => {
    await openUnit(`/bmdashboard/tools/${DRILL_1}`, {
      [`GET /api/bm/units/${DRILL_1}`]: {
        body: detailOf(drillRow, {
          log: [checkedOut],
          updates: [update({ status: 'Working well', lastUsedBy: 'Sam', replacementRequired: true, description: 'Chuck tightened' })],
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drill DRL-001' }, { timeout: 5000 })).toBeInTheDocument();
    expect(field('Project')).toBe('Earthbag Village');
    expect(field('Class')).toBe('Tools');
    expect(field('Name')).toBe('Drill');
    expect(field('Code')).toBe('DRL-001');
    expect(field('Ownership')).toBe('Purchased');
    expect(field('Current usage')).toBe('Checked Out');
    expect(field('Held by')).toBe('Mia Manager');
    expect(field('Held since')).toBe('Nov-20-26 9:00 AM PT');
    expect(field('Condition')).toBe('Good');
    expect(field('Invoice')).toBe('INV-778');
    expect(field('Unit price')).toBe('129.50 USD');
    // A purchase has no rental dates.
    expect(screen.queryByText('Rental due', { selector: 'dt' })).not.toBeInTheDocument();

    const log = screen.getByRole('table', { name: 'Custody log' });
    expect(
      within(log)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Action', 'Holder', 'By']);
    expect(within(log).getByRole('row', { name: /Check Out/ })).toHaveTextContent('Mia Manager');
    const updates = screen.getByRole('table', { name: 'Condition updates' });
    const row = within(updates).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Nov-19-26');
    expect(row).toHaveTextContent('Working well');
    expect(row).toHaveTextContent('Last used by: Sam');
    expect(row).toHaveTextContent('Replacement required: Yes');
    expect(row).toHaveTextContent('Chuck tightened');

    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/bmdashboard/tools');
    expect(screen.getByRole('link', { name: 'Update status' })).toHaveAttribute('href', `/bmdashboard/tools/${DRILL_1}/update`);
  });

  it('opens the type’s description in a window', async () => {
    await openUnit(`/bmdashboard/tools/${DRILL_1}`, { [`GET /api/bm/units/${DRILL_1}`]: { body: detailOf(drillRow) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Description' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Drill: description' });
    expect(dialog).toHaveTextContent('Cordless drill, 18 V');
  });

  it('says a unit out of use takes no more updates, and offers no form', async () => {
    await openUnit(`/bmdashboard/tools/${DRILL_1}`, {
      [`GET /api/bm/units/${DRILL_1}`]: { body: detailOf({ ...drillRow, retired: true, holder: null }) },
    });
    expect(await screen.findByText(M.retired, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update status' })).not.toBeInTheDocument();
    expect(field('Held by')).toBe('Nobody');
  });

  it('says why a unit cannot be shown, with the way back to the list', async () => {
    await openUnit(`/bmdashboard/tools/${DRILL_1}`, { [`GET /api/bm/units/${DRILL_1}`]: refusal(404, 'NOT_FOUND', M.unitNotFound) });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(M.unitNotFound);
    expect(screen.getByRole('heading', { level: 1, name: 'Tool' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/bmdashboard/tools');
  });
});

describe('a piece of equipment’s page', () => {
  it('shows the rental’s dates and its days left, or Expired, and goes back to the equipment list', async () => {
    await openUnit(`/bmdashboard/equipment/${EXCAVATOR_1}`, {
      [`GET /api/bm/units/${EXCAVATOR_1}`]: { body: detailOf(excavatorRow, { rentalDaysLeft: -3 }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Excavator EXC-001' }, { timeout: 5000 })).toBeInTheDocument();
    expect(field('Class')).toBe('Equipments');
    expect(field('Ownership')).toBe('Rental');
    expect(field('Rented on')).toBe('Nov-01-26');
    expect(field('Rental due')).toBe('Dec-01-26');
    expect(field('Rental days left')).toBe(M.expired);
    expect(field('Current usage')).toBe('Unknown');
    expect(screen.getByText('Never checked out or in yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/bmdashboard/equipment');
    expect(screen.getByRole('link', { name: 'Update status' })).toHaveAttribute('href', `/bmdashboard/equipment/${EXCAVATOR_1}/update`);
  });

  it('counts whole days left while the rental runs', async () => {
    await openUnit(`/bmdashboard/equipment/${EXCAVATOR_1}`, {
      [`GET /api/bm/units/${EXCAVATOR_1}`]: { body: detailOf(excavatorRow, { rentalDaysLeft: 10 }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Excavator EXC-001' }, { timeout: 5000 });
    expect(field('Rental days left')).toBe('10 days left');
  });
});
