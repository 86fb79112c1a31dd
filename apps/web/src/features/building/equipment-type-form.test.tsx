import { ITEM_TYPE_MESSAGES as M, MESSAGES, type InventoryType } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const manager = sessionUserFor('Manager', { portals: ['building'] });
const CREATE = 'POST /api/bm/equipment-types';
const excavator: InventoryType = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Excavator',
  category: 'Equipments',
  description: 'Tracked, 5 tonne',
  unit: 'each',
  fuel: 'Diesel',
  archivedAt: null,
};

async function openForm(routes: Parameters<typeof mockApi>[0] = {}, path = '/bmdashboard/equipment/add') {
  const calls = mockApi({ 'GET /api/bm/types?category=All&archived=exclude': { body: [] }, ...routes }, { user: manager });
  await startSessionAs(manager);
  const rendered = renderApp(path);
  if (path !== '/bmdashboard/equipment/add') {
    await screen.findByRole('heading', { name: 'Inventory types' }, { timeout: 5000 });
    await rendered.router.navigate('/bmdashboard/equipment/add');
  }
  const form = await screen.findByRole('form', { name: 'New equipment type' }, { timeout: 5000 });
  return { calls, form, router: rendered.router };
}

const posts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/bm/equipment-types');

describe('the New equipment type form', () => {
  it('keeps Submit disabled while both the name and the description are empty, and offers the fuels with Diesel first', async () => {
    const { form } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'New equipment type' })).toBeInTheDocument();
    const submit = within(form).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/^Description/), 'x');
    expect(submit).toBeEnabled();
    const fuel = within(form).getByLabelText('Fuel type');
    expect(fuel).toHaveValue('Diesel');
    expect(
      within(fuel)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Diesel', 'Biodiesel', 'Gasoline', 'Natural Gas', 'Ethanol']);
    expect(within(form).getByText(MESSAGES.lengthLimit(150))).toBeInTheDocument();
  });

  it('asks for a name and a description of at most 150 characters before sending', async () => {
    const { calls, form } = await openForm();
    await userEvent.click(within(form).getByLabelText(/^Description/));
    await userEvent.paste('x'.repeat(151));
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Please enter a name.')).toBeInTheDocument();
    expect(within(form).getByText('Exceeds maximum character limit (150).')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^Description/));
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Excavator');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(M.descriptionRequired)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("sends name, desc and fuel, says 'Success: new equipment type added.' and goes to /bmdashboard/equipment", async () => {
    const { calls, form, router } = await openForm({ [CREATE]: { status: 201, body: { ...excavator, fuel: 'Biodiesel' } } });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Excavator');
    await userEvent.type(within(form).getByLabelText(/^Description/), 'Tracked, 5 tonne');
    await userEvent.selectOptions(within(form).getByLabelText('Fuel type'), 'Biodiesel');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Success: new equipment type added.')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ name: 'Excavator', desc: 'Tracked, 5 tonne', fuel: 'Biodiesel' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bmdashboard/equipment'));
  });

  it('shows the result line by status and keeps what was typed: 409, another refusal, a server failure', async () => {
    let reply = refusal(409, 'CONFLICT', 'Error: that type already exists.', { fields: { name: 'Error: that type already exists.' } });
    const { form, router } = await openForm({ [CREATE]: () => reply });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Excavator');
    await userEvent.type(within(form).getByLabelText(/^Description/), 'Tracked');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Error: that type already exists.');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Excavator');

    reply = refusal(403, 'FORBIDDEN', 'You do not have permission to do this.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Error: 403 You do not have permission to do this.'));

    reply = { status: 500, body: { error: { code: 'INTERNAL', message: 'Something broke.' } } };
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Error: 500 Something broke.'));
    expect(router.state.location.pathname).toBe('/bmdashboard/equipment/add');
  });

  it('goes to the equipment list with Cancel when opened directly, with no page to go back to', async () => {
    const direct = await openForm();
    await userEvent.click(within(direct.form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(direct.router.state.location.pathname).toBe('/bmdashboard/equipment'));
  });

  it('goes back to the page it came from with Cancel', async () => {
    const { form, router } = await openForm({}, '/bmdashboard/inventory/types');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bmdashboard/inventory/types'));
  });
});
