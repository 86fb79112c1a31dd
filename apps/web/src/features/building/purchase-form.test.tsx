import { PURCHASE_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { CEMENT_ID, cementType, DRILL_ID, drillType, manager, PROJECT_ID, projects, purchase } from './purchase-fixtures';

const CREATE = 'POST /api/bm/purchases';

async function openForm(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(
    {
      'GET /api/bm/projects': { body: projects },
      'GET /api/inventory/types?category=Materials': { body: [cementType] },
      'GET /api/inventory/types?category=Tools': { body: [drillType] },
      ...routes,
    },
    { user: manager },
  );
  await startSessionAs(manager);
  renderApp(path);
  return { calls, form: await screen.findByRole('form', { name: 'Purchase request' }, { timeout: 5000 }) };
}

const posts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/bm/purchases');

describe('the purchase form', () => {
  it('asks for a project, a type and a quantity before sending, then sends the request and says so', async () => {
    const { calls, form } = await openForm('/bmdashboard/materials/purchase', { [CREATE]: { status: 201, body: purchase() } });
    expect(screen.getByRole('heading', { name: 'Purchase materials' })).toBeInTheDocument();
    // Materials ask no usage: those fields are the tools' and the equipment's.
    expect(within(form).queryByLabelText(/Usage description/)).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit request' }));
    for (const message of [M.chooseProject, M.chooseType, M.quantityRequired])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.selectOptions(within(form).getByLabelText(/^Project/), PROJECT_ID);
    await userEvent.selectOptions(within(form).getByLabelText(/^Item type/), CEMENT_ID);
    await userEvent.type(within(form).getByLabelText(/Quantity \(bags\)/), '12.5');
    await userEvent.selectOptions(within(form).getByLabelText(/^Priority/), 'High');
    await userEvent.type(within(form).getByLabelText(/Brand or model preference/), 'Holcim');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText(M.requested)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      projectId: PROJECT_ID,
      typeId: CEMENT_ID,
      quantity: 12.5,
      priority: 'High',
      brand: 'Holcim',
      usageTime: '',
      usageDescription: '',
    });
    // Ready for the next request on the same project.
    await waitFor(() => expect(within(form).getByLabelText(/^Item type/)).toHaveValue(''));
    expect(within(form).getByLabelText(/^Project/)).toHaveValue(PROJECT_ID);
  });

  it('asks tools for whole pieces from 1 to 999, with their usage time and description', async () => {
    const { calls, form } = await openForm(`/bmdashboard/tools/purchase?project=${PROJECT_ID}`, {
      [CREATE]: { status: 201, body: purchase() },
    });
    expect(within(form).getByLabelText(/^Project/)).toHaveValue(PROJECT_ID);
    await userEvent.selectOptions(within(form).getByLabelText(/^Item type/), DRILL_ID);
    await userEvent.type(within(form).getByLabelText(/Quantity \(each\)/), '1000');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit request' }));
    expect(await within(form).findByText(M.wholeQuantity)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/Quantity \(each\)/));
    await userEvent.type(within(form).getByLabelText(/Quantity \(each\)/), '3');
    await userEvent.type(within(form).getByLabelText(/Estimated usage time/), '3 weeks');
    await userEvent.type(within(form).getByLabelText(/Usage description/), 'Framing the east wall');
    expect(within(form).getByText('Up to 150 characters', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      typeId: DRILL_ID,
      quantity: 3,
      usageTime: '3 weeks',
      usageDescription: 'Framing the east wall',
    });
  });

  it('shows the server’s refusal under its field and keeps what was typed', async () => {
    const { form } = await openForm('/bmdashboard/materials/purchase', {
      [CREATE]: refusal(422, 'VALIDATION', M.typeArchived, { fields: { typeId: M.typeArchived } }),
    });
    await userEvent.selectOptions(within(form).getByLabelText(/^Project/), PROJECT_ID);
    await userEvent.selectOptions(within(form).getByLabelText(/^Item type/), CEMENT_ID);
    await userEvent.type(within(form).getByLabelText(/Quantity \(bags\)/), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit request' }));
    expect(await within(form).findByText(M.typeArchived)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Quantity \(bags\)/)).toHaveValue('4');
  });
});
