import { TOOL_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { EARTHBAG, manager } from './stock-fixtures';
import { detailOf, DRILL_1, DRILL_TYPE, drillRow, EXCAVATOR_1, EXCAVATOR_TYPE, excavatorRow, update } from './unit-fixtures';

const DETAIL = `GET /api/bm/units/${DRILL_1}`;
const POST = `POST /api/bm/units/${DRILL_1}/updates`;

async function openForm(routes: Parameters<typeof mockApi>[0] = {}, path = `/bmdashboard/tools/${DRILL_1}/update`) {
  const calls = mockApi(
    {
      [DETAIL]: { body: detailOf(drillRow) },
      [`GET /api/bm/purchases?projectId=${EARTHBAG}&typeId=${DRILL_TYPE}&limit=100`]: { body: { requests: [], next: null } },
      [`GET /api/bm/purchases?projectId=${EARTHBAG}&typeId=${EXCAVATOR_TYPE}&limit=100`]: { body: { requests: [], next: null } },
      ...routes,
    },
    { user: manager },
  );
  await startSessionAs(manager);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Update status' }, { timeout: 5000 });
  return { calls, ...rendered };
}

const form = () => screen.getByRole('form', { name: 'Update status' });

beforeEach(() => {
  // 2026-11-22 02:00 UTC is still Nov 21 in the organisation's zone.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T02:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the update-status form', () => {
  it('sends the status and its details, says so, and goes back to the unit’s page showing the new condition', async () => {
    const broken = { ...drillRow, condition: 'Needs Repair' as const };
    const answer = detailOf(broken, {
      updates: [update({ status: 'Broken/Needs repair', condition: 'Needs Repair', updateDate: '2026-11-21' })],
    });
    const { calls, router } = await openForm({ [POST]: { status: 201, body: answer } });
    expect(await screen.findByText('Drill DRL-001 on Earthbag Village')).toBeInTheDocument();
    expect(within(form()).getByLabelText(/Update date/)).toHaveValue('2026-11-21');

    await userEvent.click(within(form()).getByRole('radio', { name: 'Broken/Needs repair' }));
    expect(within(form()).getByText(/Its condition becomes Needs Repair\./)).toBeInTheDocument();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Last used by' }), 'Sam');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Last used for' }), 'Dome framing');
    await userEvent.click(
      within(within(form()).getByRole('radiogroup', { name: 'Replacement required' })).getByRole('radio', { name: 'Yes' }),
    );
    await userEvent.type(within(form()).getByRole('textbox', { name: /Description/ }), 'Motor smokes');
    expect(within(form()).queryByRole('textbox', { name: /Note/ })).not.toBeInTheDocument();
    await userEvent.click(within(within(form()).getByRole('radiogroup', { name: 'Send note' })).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: /Note/ }), 'Please order a new one');
    await userEvent.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(M.updateSaved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bmdashboard/tools/${DRILL_1}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      updateDate: '2026-11-21',
      status: 'Broken/Needs repair',
      lastUsedBy: 'Sam',
      lastUsedFor: 'Dome framing',
      replacementRequired: true,
      description: 'Motor smokes',
      sendNote: true,
      note: 'Please order a new one',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drill DRL-001' })).toBeInTheDocument();
    expect(screen.getByText('Condition', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Needs RepairBad');
  });

  it('says under each field what is missing or wrong, and sends nothing', async () => {
    const { calls } = await openForm();
    const date = within(form()).getByLabelText(/Update date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-23');
    await userEvent.click(within(within(form()).getByRole('radiogroup', { name: 'Send note' })).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await within(form()).findByText(M.statusInvalid)).toBeInTheDocument();
    expect(within(form()).getByText(M.futureDate)).toBeInTheDocument();
    expect(within(form()).getByText(M.noteRequired)).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: /Note/ })).toBeInvalid();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a refusal of the whole update above the buttons and keeps what was typed', async () => {
    await openForm({ [POST]: refusal(409, 'CONFLICT', M.retired) });
    await userEvent.click(within(form()).getByRole('radio', { name: 'Stolen/Lost' }));
    await userEvent.type(within(form()).getByRole('textbox', { name: /Description/ }), 'Gone from the shed');
    await userEvent.click(within(form()).getByRole('button', { name: 'Submit' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent(M.retired);
    expect(within(form()).getByRole('textbox', { name: /Description/ })).toHaveValue('Gone from the shed');
    expect(within(form()).getByRole('radio', { name: 'Stolen/Lost' })).toBeChecked();
  });

  it('offers no form for a unit out of use', async () => {
    await openForm({ [DETAIL]: { body: detailOf({ ...drillRow, retired: true, holder: null }) } });
    expect(await screen.findByText(M.retired)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Update status' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Drill' })).toHaveAttribute('href', `/bmdashboard/tools/${DRILL_1}`);
  });

  it('goes back to the equipment’s page on Cancel from the equipment route', async () => {
    const { router } = await openForm(
      { [`GET /api/bm/units/${EXCAVATOR_1}`]: { body: detailOf(excavatorRow) } },
      `/bmdashboard/equipment/${EXCAVATOR_1}/update`,
    );
    await userEvent.click(
      await within(await screen.findByRole('form', { name: 'Update status' })).findByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bmdashboard/equipment/${EXCAVATOR_1}`));
  });
});
