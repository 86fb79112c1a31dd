import { TASK_SUGGESTION_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { suggestionFixture } from './test-data';

const manager = sessionUserFor('Manager');
const first = suggestionFixture();
const second = suggestionFixture({
  id: '88888888-8888-4888-8888-888888888888',
  taskNum: '3',
  taskName: 'Plan the roof',
  user: { id: '99999999-9999-4999-8999-999999999999', firstName: 'Zoe', lastName: 'Architect' },
  dateSuggested: '2026-11-19T18:00:00.000Z',
});

async function openPage(routes: Record<string, Reply | ((call: ApiCall) => Reply)> = {}) {
  const calls = mockApi(
    {
      'GET /api/taskeditsuggestion': { body: [first, second] },
      'GET /api/taskeditsuggestion?count=true': { body: { count: 2 } },
      ...routes,
    },
    { user: manager },
  );
  await startSessionAs(manager);
  renderApp('/taskeditsuggestions');
  const table = await screen.findByRole('table', { name: 'Task edit suggestions' });
  return { calls, table };
}

const taskColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Task Edit Suggestions page', () => {
  it('lists suggestions newest first and sorts them by who suggested them', async () => {
    const { table } = await openPage();
    expect(taskColumn(table)).toEqual(['3 Plan the roof', '1.2 Dig the trench']);
    expect(within(table).getByText('Nov-18-26 10:00 AM PT')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Suggested by/ }));
    expect(taskColumn(table)).toEqual(['1.2 Dig the trench', '3 Plan the roof']);
    await userEvent.click(within(table).getByRole('button', { name: /Suggested by/ }));
    expect(taskColumn(table)).toEqual(['3 Plan the roof', '1.2 Dig the trench']);
  });

  it("shows the 'Changes suggested by {user}' modal with the changed fields marked, and approves", async () => {
    let approved = false;
    const { calls, table } = await openPage({
      'GET /api/taskeditsuggestion': () => ({ body: approved ? [second] : [first, second] }),
      [`POST /api/taskeditsuggestion/${first.id}/approve`]: () => {
        approved = true;
        return { body: {} };
      },
    });
    await userEvent.click(within(table).getByRole('button', { name: /Review the changes to 1.2 Dig the trench/ }));
    const dialog = await screen.findByRole('dialog', { name: M.suggestedBy('Ann Builder') });
    const diff = within(dialog).getByRole('table', { name: 'Suggested changes' });
    const changed = within(diff)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-changed'))
      .map((row) => row.textContent);
    expect(changed).toEqual(['Task nameChangedDig the trenchDig two trenches', 'Due dateChanged—2026-12-01']);
    expect(within(diff).getAllByText('Ann Builder')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(M.approved)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/taskeditsuggestion/${first.id}/approve`)).toBe(true);
    await waitFor(() => {
      expect(taskColumn(table)).toEqual(['3 Plan the roof']);
    });
  });

  it('rejects a suggestion', async () => {
    const { calls, table } = await openPage({ [`DELETE /api/taskeditsuggestion/${second.id}`]: { status: 204 } });
    await userEvent.click(within(table).getByRole('button', { name: /Review the changes to 3 Plan the roof/ }));
    const dialog = await screen.findByRole('dialog', { name: M.suggestedBy('Zoe Architect') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(M.rejected)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/taskeditsuggestion/${second.id}`)).toBe(true);
  });

  it('says the suggestion might already be resolved and reloads the list when resolving fails', async () => {
    const { calls, table } = await openPage({
      [`POST /api/taskeditsuggestion/${first.id}/approve`]: refusal(404, 'NOT_FOUND', M.suggestionNotFound),
    });
    const listReads = () => calls.filter((c) => c.path === '/api/taskeditsuggestion').length;
    const before = listReads();
    await userEvent.click(within(table).getByRole('button', { name: /Review the changes to 1.2/ }));
    const dialog = await screen.findByRole('dialog', { name: M.suggestedBy('Ann Builder') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(M.resolveFailed)).toBeInTheDocument();
    await waitFor(() => {
      expect(listReads()).toBeGreaterThan(before);
    });
  });

  it('says so when there is nothing to review', async () => {
    mockApi({ 'GET /api/taskeditsuggestion': { body: [] } }, { user: manager });
    await startSessionAs(manager);
    renderApp('/taskeditsuggestions');
    expect(await screen.findByText(M.noSuggestions)).toBeInTheDocument();
  });
});

describe('header link count', () => {
  it('shows the number of waiting suggestions on the link of someone who may update tasks', async () => {
    mockApi({ 'GET /api/taskeditsuggestion?count=true': { body: { count: 3 } } }, { user: manager });
    await startSessionAs(manager);
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Task Edit Suggestions 3 waiting' })).toHaveAttribute(
      'href',
      '/taskeditsuggestions',
    );
  });

  it('never asks for the count for a volunteer', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const calls = mockApi({}, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(calls.some((c) => c.path.startsWith('/api/taskeditsuggestion'))).toBe(false);
  });
});
