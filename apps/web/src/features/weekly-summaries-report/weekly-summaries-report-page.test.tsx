import { pacificWeek, SUMMARIES_REPORT_MESSAGES as M, USER_MESSAGES, type SavedFilter, type SessionUser } from '@goodhours/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../../test/profiles';
import { mockApi, refusal, type ApiCall, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { ANN, weekOfRows } from './report-test-data';

const thisWeek = pacificWeek(new Date());
const lastWeek = pacificWeek(new Date(), 1);
const weekPath = (start: string) => `GET /api/reports/weeklysummaries?weekStart=${start}`;
const FILTERS = 'GET /api/reports/weeklysummaries/filters';
const owner = sessionUserFor('Owner');

async function open(path: string, user: SessionUser, routes: Record<string, Reply | ((call: ApiCall) => Reply)> = {}) {
  const calls = mockApi(
    {
      [weekPath(thisWeek.start)]: { body: weekOfRows(thisWeek.start, thisWeek.end) },
      [weekPath(lastWeek.start)]: { body: weekOfRows(lastWeek.start, lastWeek.end, [ANN]) },
      [FILTERS]: { body: [] },
      ...routes,
    },
    { user },
  );
  await startSessionAs(user);
  const view = renderApp(path);
  await screen.findByText(/^Showing \d+ of \d+ people$/, {}, { timeout: 5000 });
  return { calls, view };
}

const card = (name: string) => screen.queryByRole('article', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the weekly summaries report', () => {
  it('shows the filters of the address, applies one chosen on the page into the address, and reads the week of a tab', async () => {
    const { calls, view } = await open('/weeklysummariesreport?team=S-DEV', owner);
    expect(screen.getByText('Showing 2 of 3 people')).toBeInTheDocument();
    expect(card('Ann Lee')).not.toBeInTheDocument();
    const ben = card('Ben Hartley')!;
    expect(within(ben).getByText('18.00 of 10 hours')).toBeInTheDocument();
    expect(within(ben).getByText('No summary this week')).toBeInTheDocument();
    expect(within(ben).getByText('No media link')).toBeInTheDocument();
    // Cara's bio is eligible: an Owner (highlightEligibleBios) sees it marked.
    expect(within(card('Cara Nguyen')!).getByText('Bio eligible')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Badges this week' }));
    expect(screen.getByText('Showing 1 of 3 people')).toBeInTheDocument();
    expect(card('Cara Nguyen')).not.toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?team=S-DEV&badges=1');

    await userEvent.click(screen.getByRole('tab', { name: 'Last Week' }));
    expect(await screen.findByText('Showing 0 of 1 people')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?team=S-DEV&badges=1&tab=last');
    expect(calls.some((c) => `${c.method} ${c.path}` === weekPath(lastWeek.start))).toBe(true);
  });

  it('keeps a refused team code in its box with the server’s reason, and shows one accepted', async () => {
    let code = ANN.teamCode;
    const { calls } = await open('/weeklysummariesreport', owner, {
      [weekPath(thisWeek.start)]: () => ({ body: weekOfRows(thisWeek.start, thisWeek.end, [{ ...ANN, teamCode: code }]) }),
      [`PATCH /api/userprofile/${ANN.id}/property`]: (call) => {
        const { value } = call.body as { value: string };
        if (value !== 'S-DEV') {
          return refusal(422, 'VALIDATION', USER_MESSAGES.invalidTeamCode, { fields: { teamCode: USER_MESSAGES.invalidTeamCode } });
        }
        code = value;
        return { body: profileFixture({ id: ANN.id, teamCode: value }) };
      },
    });
    const ann = card('Ann Lee')!;
    await userEvent.click(within(ann).getByRole('button', { name: 'Edit team code of Ann Lee' }));
    const box = within(ann).getByRole('textbox', { name: 'Team code' });
    await userEvent.clear(box);
    await userEvent.type(box, 'NOPE 1{Enter}');
    expect(await within(ann).findByText(USER_MESSAGES.invalidTeamCode)).toBeInTheDocument();
    expect(box).toHaveValue('NOPE 1');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ key: 'teamCode', value: 'NOPE 1' });

    await userEvent.clear(box);
    await userEvent.type(box, 'S-DEV');
    await userEvent.click(within(ann).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(ann).queryByRole('textbox', { name: 'Team code' })).not.toBeInTheDocument());
    expect(within(ann).getByText('S-DEV')).toBeInTheDocument();
  });

  it('copies the e-mails of the people shown, and no one else’s', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    // Defined, not assigned: user-event may have left a getter-only clipboard on the shared navigator.
    vi.stubGlobal('navigator', Object.create(navigator, { clipboard: { value: { writeText } } }) as Navigator);
    await open('/weeklysummariesreport?team=S-DEV', sessionUserFor('Manager'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy e-mails' }));
    expect(await screen.findByText(M.emailsCopied(2))).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('ben@example.org, cara@example.org');
    // Without highlightEligibleBios nothing is marked; without the permissions nothing is editable.
    expect(screen.queryByText('Bio eligible')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save filter as…' })).not.toBeInTheDocument();
  });
});

describe('valid summaries and bios', () => {
  it('sets a person’s valid summaries in place, and requests a bio', async () => {
    let ann = ANN;
    const { calls } = await open('/weeklysummariesreport?team=B-EBV', owner, {
      [weekPath(thisWeek.start)]: () => ({ body: weekOfRows(thisWeek.start, thisWeek.end, [ann]) }),
      [`PUT /api/reports/weeklysummaries/${ANN.id}/validcount`]: () => {
        ann = { ...ann, validSummaries: 20 };
        return { body: { validSummaries: 20 } };
      },
      [`PATCH /api/userprofile/${ANN.id}/property`]: () => {
        ann = { ...ann, bioPosted: 'requested' };
        return { body: profileFixture({ id: ANN.id, bioPosted: 'requested' }) };
      },
    });
    const shown = card('Ann Lee')!;
    await userEvent.click(within(shown).getByRole('button', { name: 'Edit valid summaries of Ann Lee' }));
    const count = within(shown).getByRole('textbox', { name: 'Valid summaries' });
    await userEvent.clear(count);
    await userEvent.type(count, '20{Enter}');
    expect(await screen.findByText(M.countSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ count: 20 });
    await waitFor(() => expect(shown).toHaveTextContent('Valid summaries: 20'));

    await userEvent.click(within(shown).getByRole('button', { name: 'Request bio from Ann Lee' }));
    await waitFor(() => expect(shown).toHaveTextContent('Bio: Requested'));
    expect(within(shown).queryByRole('button', { name: 'Request bio from Ann Lee' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ key: 'bioPosted', value: 'requested' });
  });
});

describe('saved filters', () => {
  const developers: SavedFilter = {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Developers',
    filter: {
      teamCodes: ['S-DEV'],
      colours: [],
      bioStatuses: [],
      hoursBands: [],
      overCommitment: false,
      badgesThisWeek: false,
      search: '',
    },
    updatedAt: '2026-11-20T18:00:00.000Z',
  };
  const manager = sessionUserFor('Manager', { frontPermissions: ['manageSummariesFilters'] });

  it('applies a saved filter chosen from the list', async () => {
    const { view } = await open('/weeklysummariesreport', manager, { [FILTERS]: { body: [developers] } });
    const list = screen.getByRole('combobox', { name: 'Saved filters' });
    await waitFor(() => expect(list).toBeEnabled());
    await userEvent.click(list);
    await userEvent.click(await screen.findByRole('option', { name: 'Developers' }));
    expect(screen.getByText('Showing 2 of 3 people')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe(`?team=S-DEV&saved=${developers.id}`);
  });

  it('keeps a name already taken in the dialog with the server’s reason, and saves under another', async () => {
    const { calls, view } = await open('/weeklysummariesreport?band=under', manager, {
      'POST /api/reports/weeklysummaries/filters': (call) =>
        (call.body as { name: string }).name === 'Developers'
          ? refusal(409, 'CONFLICT', M.filterNameTaken, { fields: { name: M.filterNameTaken } })
          : { status: 201, body: { ...developers, id: '55555555-5555-4555-8555-555555555555', name: 'Behind' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save filter as…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save filter as…' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Developers{Enter}');
    expect(await within(dialog).findByText(M.filterNameTaken)).toBeInTheDocument();
    expect(name).toHaveValue('Developers');

    await userEvent.clear(name);
    await userEvent.type(name, 'Behind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save filter' }));
    expect(await screen.findByText(M.filterSaved('Behind'))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'Behind',
      filter: {
        teamCodes: [],
        colours: [],
        bioStatuses: [],
        hoursBands: ['under'],
        overCommitment: false,
        badgesThisWeek: false,
        search: '',
      },
    });
    expect(view.router.state.location.search).toBe('?band=under&saved=55555555-5555-4555-8555-555555555555');
  });
  it('gives a saved filter the filters shown, and deletes it once confirmed', async () => {
    const path = `/api/reports/weeklysummaries/filters/${developers.id}`;
    const { calls, view } = await open(`/weeklysummariesreport?team=S-DEV&badges=1&saved=${developers.id}`, manager, {
      [FILTERS]: { body: [developers] },
      [`PUT ${path}`]: (call) => ({ body: { ...developers, ...(call.body as object) } }),
      [`DELETE ${path}`]: { status: 204 },
    });
    expect(await screen.findByText('The filters shown differ from “Developers”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update with these filters' }));
    expect(await screen.findByText(M.filterSaved('Developers'))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Developers',
      filter: { ...developers.filter, badgesThisWeek: true },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved filter' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.filterDeleted('Developers'))).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === path)).toBe(true);
    expect(view.router.state.location.search).toBe('?team=S-DEV&badges=1');
  });
});
