import { TOOL_MESSAGES as M, type ToolLogAnswer, type ToolLogTable } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { EARTHBAG, manager, projects } from './stock-fixtures';

const DRILL = '88888888-8888-4888-8888-888888888881';
const LADDER = '88888888-8888-4888-8888-888888888882';
const unit = (n: number) => `99999999-9999-4999-8999-99999999999${String(n)}`;

const OUT_URL = `GET /api/bm/tool-log?projectId=${EARTHBAG}&action=Check+Out`;
const IN_URL = `GET /api/bm/tool-log?projectId=${EARTHBAG}&action=Check+In`;

const outTable: ToolLogTable = {
  date: '2026-11-21',
  types: [
    {
      typeId: DRILL,
      name: 'Drill',
      category: 'Tools',
      working: 5,
      available: 3,
      using: 2,
      units: [
        { id: unit(1), code: 'DRL-001' },
        { id: unit(2), code: 'DRL-002' },
        { id: unit(3), code: 'DRL-003' },
      ],
    },
    { typeId: LADDER, name: 'Ladder', category: 'Tools', working: 1, available: 0, using: 1, units: [] },
  ],
};

const inTable: ToolLogTable = {
  date: '2026-11-21',
  types: [{ ...outTable.types[0]!, units: [{ id: unit(4), code: 'DRL-004' }] }],
};

async function openLog(routes: Parameters<typeof mockApi>[0] = {}, path = `/bmdashboard/tools/log?project=${EARTHBAG}`) {
  const calls = mockApi({ 'GET /api/bm/projects': { body: projects }, [OUT_URL]: { body: outTable }, ...routes }, { user: manager });
  await startSessionAs(manager);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: M.logTitle }, { timeout: 5000 });
  return { calls, ...rendered };
}

async function choose(name: string, code: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: code }));
}

afterEach(() => {
  window.innerWidth = 1280;
});

describe('the tool/equipment daily log', () => {
  it('asks for a project first, then shows today’s date and per type its counts and codes to check out', async () => {
    const { router } = await openLog({}, '/bmdashboard/tools/log');
    expect(screen.getByText('Please select a project')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Earthbag Village');
    const table = await screen.findByRole('table', { name: 'Tools and equipment' });
    expect(router.state.location.search).toBe(`?project=${EARTHBAG}`);
    expect(screen.getByText('Sat Nov-21-26')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Check Out' })).toBeChecked();
    const drill = within(table).getByRole('row', { name: /Drill/ });
    expect(
      within(drill)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['5', '3', '2']);
    expect(screen.getByRole('combobox', { name: 'Ladder' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('checks out the chosen codes in one request, toasts each result, then reads the table again with nothing chosen', async () => {
    let logged = false;
    const answer: ToolLogAnswer = {
      results: [
        { unitId: unit(1), code: 'DRL-001', ok: true, message: M.checkedOut('Drill', 'DRL-001') },
        { unitId: unit(3), code: 'DRL-003', ok: false, message: M.notAvailable('Drill', 'DRL-003') },
      ],
    };
    const { calls } = await openLog({
      'POST /api/bm/tool-log': () => {
        logged = true;
        return { body: answer };
      },
      [OUT_URL]: () => ({
        body: logged ? { ...outTable, types: [{ ...outTable.types[0]!, units: [{ id: unit(2), code: 'DRL-002' }] }] } : outTable,
      }),
    });
    await screen.findByRole('table', { name: 'Tools and equipment' });
    await choose('Drill', 'DRL-001');
    await choose('Drill', 'DRL-003');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);

    expect(await screen.findByText('Check Out successful for Drill DRL-001')).toBeInTheDocument();
    expect(screen.getByText('Drill with code DRL-003 is not available for Check Out')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ projectId: EARTHBAG, action: 'Check Out', unitIds: [unit(1), unit(3)] });
    await waitFor(() => expect(calls.filter((c) => c.path === OUT_URL.slice(4))).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
    await userEvent.click(screen.getByRole('combobox', { name: 'Drill' }));
    expect(await screen.findByRole('option', { name: 'DRL-002' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'DRL-001' })).not.toBeInTheDocument();
  });

  it('lists the units in use for Check In, and forgets the choice on switching back', async () => {
    const { calls } = await openLog({ [IN_URL]: { body: inTable } });
    await screen.findByRole('table', { name: 'Tools and equipment' });
    await userEvent.click(screen.getByRole('radio', { name: 'Check In' }));
    await choose('Drill', 'DRL-004');
    expect(screen.queryByRole('row', { name: /Ladder/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === IN_URL.slice(4))).toBe(true);

    // Back to Check Out: the choice made for Check In is gone.
    await userEvent.click(screen.getByRole('radio', { name: 'Check Out' }));
    await screen.findByRole('row', { name: /Ladder/ });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('says there is nothing to check in or out when no type offers a code', async () => {
    await openLog({ [OUT_URL]: { body: { ...outTable, types: [outTable.types[1]] } } });
    expect(await screen.findByText(M.nothingToLog)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('toasts a refusal of the whole log in red', async () => {
    await openLog({ 'POST /api/bm/tool-log': refusal(404, 'NOT_FOUND', 'That project does not exist.') });
    await screen.findByRole('table', { name: 'Tools and equipment' });
    await choose('Drill', 'DRL-002');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('That project does not exist.')).toBeInTheDocument();
  });

  it('on a phone, names each type’s codes after it with its counts under the name, and no table', async () => {
    window.innerWidth = 390;
    await openLog();
    const drill = await screen.findByRole('combobox', { name: 'Drill' });
    expect(drill).toHaveAccessibleDescription('5 working, 3 available, 2 in use');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await choose('Drill', 'DRL-002');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
