import { MESSAGES, TOOL_MESSAGES as M, type ToolTypeAnswer } from '@goodhours/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { EARTHBAG, manager, projects } from './stock-fixtures';

const CREATE = 'POST /api/bm/tool-types';

const created: ToolTypeAnswer = {
  typeId: '88888888-8888-4888-8888-888888888888',
  name: 'Drill',
  codes: ['DRL-001', 'DRL-002', 'DRL-003', 'DRL-004', 'DRL-005'],
  totalPrice: 449.95,
  message: M.created('Drill'),
};

async function openForm(routes: Parameters<typeof mockApi>[0] = {}, path = '/bmdashboard/tools/add', name = 'Add tools') {
  const calls = mockApi({ 'GET /api/bm/projects': { body: projects }, ...routes }, { user: manager });
  await startSessionAs(manager);
  const rendered = renderApp(path);
  const form = await screen.findByRole('form', { name }, { timeout: 5000 });
  return { calls, form, router: rendered.router };
}

const posts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/bm/tool-types');
const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label);

/** Fills every required field of a purchase of five drills. */
async function fillDrills(form: HTMLElement) {
  await userEvent.selectOptions(field(form, /^Project/), 'Earthbag Village');
  await userEvent.type(field(form, /^Name/), 'Drill');
  await userEvent.type(field(form, /^Invoice/), 'INV-7');
  await userEvent.type(field(form, /^Description/), 'Cordless, 18 V');
  await userEvent.type(field(form, /^Quantity/), '5');
  await userEvent.type(field(form, /^Unit price/), '89.99');
  fireEvent.change(field(form, /^Purchase date/), { target: { value: '2026-11-20' } });
}

describe('the tool type form on /bmdashboard/tools/add', () => {
  it('says under each field what is wrong, and Missing Required Field, sending nothing', async () => {
    const { calls, form } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Add tools' })).toBeInTheDocument();
    expect(field(form, /^Name/)).toHaveAccessibleDescription(new RegExp(MESSAGES.lengthLimit(15)));
    expect(field(form, /^Description/)).toHaveAccessibleDescription(MESSAGES.lengthLimit(500));
    expect(field(form, /^Currency/)).toHaveValue('USD');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(M.missingField)).toBeInTheDocument();
    for (const message of [M.chooseProject, M.nameLength, M.descriptionLength, M.invoiceRequired, M.quantityWhole, M.unitPriceMin]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByText(M.enterDate)).toBeInTheDocument();
    expect(field(form, /^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('disables the return date for a purchase and asks a rental for one after the rental date', async () => {
    const { calls, form } = await openForm();
    expect(field(form, /^Return date/)).toBeDisabled();
    await fillDrills(form);
    await userEvent.click(within(form).getByRole('radio', { name: 'Rental' }));
    expect(field(form, /^Rental date/)).toHaveValue('2026-11-20');
    expect(field(form, /^Return date/)).toBeEnabled();
    fireEvent.change(field(form, /^Return date/), { target: { value: '2026-11-19' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(M.returnAfterRental)).toBeInTheDocument();
    expect(within(form).queryByText(M.missingField)).not.toBeInTheDocument();
    fireEvent.change(field(form, /^Return date/), { target: { value: '' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(M.missingField)).toBeInTheDocument();
    // Back to a purchase: the return date is emptied and its message goes.
    await userEvent.click(within(form).getByRole('radio', { name: 'Purchase' }));
    expect(field(form, /^Return date/)).toBeDisabled();
    expect(within(form).queryByText(M.returnAfterRental)).not.toBeInTheDocument();
    expect(within(form).queryByText(M.missingField)).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the total as it is typed, with taxes and shipping, in the chosen currency', async () => {
    const { form } = await openForm();
    expect(within(form).getByText('$0.00')).toBeInTheDocument();
    await userEvent.type(field(form, /^Quantity/), '5');
    await userEvent.type(field(form, /^Unit price/), '89.99');
    expect(within(form).getByText('$449.95')).toBeInTheDocument();
    await userEvent.type(field(form, /^Taxes/), '8.25');
    await userEvent.type(field(form, /^Shipping fee/), '12.50');
    expect(within(form).getByText('$499.57')).toBeInTheDocument();
    await userEvent.selectOptions(field(form, /^Currency/), 'EUR');
    expect(within(form).getByText('€499.57')).toBeInTheDocument();
    expect(field(form, /^Unit price \(EUR\)/)).toBeInTheDocument();
  });

  it('sends the form, toasts the server’s message with the new codes, and goes to the tools list', async () => {
    const { calls, form, router } = await openForm({ [CREATE]: { status: 201, body: created } });
    await fillDrills(form);
    await userEvent.click(within(form).getByRole('radio', { name: 'Used' }));
    await userEvent.type(field(form, /^Phone number/), '5551234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created a new Tool Type "Drill" successfully')).toBeInTheDocument();
    expect(screen.getByText('New codes: DRL-001, DRL-002, DRL-003, DRL-004, DRL-005.')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      category: 'Tools',
      projectId: EARTHBAG,
      name: 'Drill',
      description: 'Cordless, 18 V',
      invoice: 'INV-7',
      quantity: 5,
      unitPrice: 89.99,
      currency: 'USD',
      purchaseRental: 'purchase',
      condition: 'used',
      fromDate: '2026-11-20',
      shippingFee: 0,
      taxes: 0,
      areaCode: '',
      phoneNumber: '5551234567',
      link: '',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bmdashboard/tools'));
  });

  it('puts a 422 under its field and toasts any other refusal, keeping what was typed', async () => {
    let reply = refusal(422, 'VALIDATION', M.linkInvalid, { fields: { link: M.linkInvalid } });
    const { form, router } = await openForm({ [CREATE]: () => reply });
    await fillDrills(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(M.linkInvalid)).toBeInTheDocument();
    expect(field(form, /^Link/)).toHaveAttribute('aria-invalid', 'true');

    reply = refusal(404, 'NOT_FOUND', 'That project does not exist.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('That project does not exist.')).toBeInTheDocument();
    expect(field(form, /^Name/)).toHaveValue('Drill');
    expect(router.state.location.pathname).toBe('/bmdashboard/tools/add');
  });

  it('chooses the project of the address, and goes to the tools list with Cancel when opened directly', async () => {
    const { form, router } = await openForm({}, `/bmdashboard/tools/add?project=${EARTHBAG}`);
    expect(field(form, /^Project/)).toHaveValue(EARTHBAG);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bmdashboard/tools'));
  });
});

describe('the equipment units form on /bmdashboard/equipment/add', () => {
  it('opens on the New equipment type form, and adds equipment units of a rental beside it', async () => {
    const { calls, router } = await openForm(
      { [CREATE]: { status: 201, body: { ...created, name: 'Generator', message: M.created('Generator') } } },
      '/bmdashboard/equipment/add',
      'New equipment type',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New equipment type' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Add equipment units' }));
    const form = await screen.findByRole('form', { name: 'Add equipment units' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add equipment units' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?add=units');
    await fillDrills(form);
    await userEvent.clear(field(form, /^Name/));
    await userEvent.type(field(form, /^Name/), 'Generator');
    await userEvent.click(within(form).getByRole('radio', { name: 'Rental' }));
    fireEvent.change(field(form, /^Return date/), { target: { value: '2026-12-20' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Created a new Tool Type "Generator" successfully')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({
      category: 'Equipments',
      name: 'Generator',
      purchaseRental: 'rental',
      fromDate: '2026-11-20',
      toDate: '2026-12-20',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bmdashboard/equipment'));
  });
});
