import { INFO_MESSAGES, type InfoPage } from '@goodhours/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withEditorLayoutStubs } from '../../components/info-editor-jsdom';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const dashboard: InfoPage = {
  _id: '55555555-5555-4555-8555-555555555555',
  id: '55555555-5555-4555-8555-555555555555',
  infoName: 'dashboard',
  infoContent: '<p>Start here.</p>',
  visibility: '0',
  CanRead: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};
const teams: InfoPage = {
  ...dashboard,
  _id: '66666666-6666-4666-8666-666666666666',
  id: '66666666-6666-4666-8666-666666666666',
  infoName: 'teams',
  visibility: '2',
};
const owner = sessionUserFor('Owner');

withEditorLayoutStubs();

function api(extra: Parameters<typeof mockApi>[0] = {}, pages: InfoPage[] = [dashboard, teams]) {
  return mockApi(
    {
      'GET /api/informations': { body: pages },
      'GET /api/informations/name/infoCollections': refusal(404, 'NOT_FOUND', INFO_MESSAGES.notFound),
      ...extra,
    },
    { user: owner },
  );
}

const sent = (calls: readonly ApiCall[], method: string) => calls.filter((c) => c.method === method);

async function typeContent(text: string) {
  const editor = await screen.findByRole('textbox', { name: 'Info content' });
  act(() => {
    editor.focus();
  });
  await userEvent.keyboard(text);
}

describe('info collections page', () => {
  it('lists the pages with who may read them and when they changed', async () => {
    api();
    await startSessionAs(owner);
    renderApp('/infoCollections');

    const row = (await screen.findByText('teams')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Everyone but Volunteers')).toBeInTheDocument();
    expect(within(row).getByText('Nov-02-26 2:00 AM PT')).toBeInTheDocument();
    expect(screen.getByText('Everyone')).toBeInTheDocument();
  });

  it('says so when there are no pages yet', async () => {
    api({}, []);
    await startSessionAs(owner);
    renderApp('/infoCollections');
    expect(await screen.findByText(INFO_MESSAGES.noPages)).toBeInTheDocument();
  });

  it('creates a page with a name, a visibility and rich text', async () => {
    const calls = api({
      'POST /api/informations': (call) => ({ status: 201, body: { ...dashboard, ...(call.body as object) } }),
    });
    await startSessionAs(owner);
    renderApp('/infoCollections');

    await userEvent.click(await screen.findByRole('button', { name: 'Create New Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Info' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' timelog ');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Who may read it' }), '1');
    await typeContent('Log every day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INFO_MESSAGES.saved)).toBeInTheDocument();
    expect(sent(calls, 'POST')[0]?.body).toEqual({ infoName: 'timelog', visibility: '1', infoContent: '<p>Log every day</p>' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('checks the name before sending, and keeps the form when the name is taken', async () => {
    const calls = api({
      'POST /api/informations': refusal(409, 'CONFLICT', INFO_MESSAGES.nameTaken, { fields: { infoName: INFO_MESSAGES.nameTaken } }),
    });
    await startSessionAs(owner);
    renderApp('/infoCollections');

    await userEvent.click(await screen.findByRole('button', { name: 'Create New Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Info' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(INFO_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(sent(calls, 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dashboard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INFO_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(within(dialog).getByText(INFO_MESSAGES.nameTaken)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Dashboard');
  });

  it('edits a page', async () => {
    const calls = api({
      [`PUT /api/informations/${dashboard.id}`]: (call) => ({ body: { ...dashboard, ...(call.body as object) } }),
    });
    await startSessionAs(owner);
    renderApp('/infoCollections');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit info: dashboard' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('dashboard');
    expect(within(dialog).getByRole('textbox', { name: 'Info content' })).toHaveTextContent('Start here.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Who may read it' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INFO_MESSAGES.saved)).toBeInTheDocument();
    expect(sent(calls, 'PUT')[0]).toMatchObject({
      path: `/api/informations/${dashboard.id}`,
      body: { infoName: 'dashboard', visibility: '2', infoContent: '<p>Start here.</p>' },
    });
  });

  it('deletes a page only after a confirmation', async () => {
    const calls = api({ [`DELETE /api/informations/${teams.id}`]: { status: 204 } });
    await startSessionAs(owner);
    renderApp('/infoCollections');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete teams' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete info page' });
    expect(within(confirm).getByText(INFO_MESSAGES.deleteQuestion('teams'))).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls, 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete teams' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete info page' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(INFO_MESSAGES.deleted('teams'))).toBeInTheDocument();
    expect(sent(calls, 'DELETE').map((c) => c.path)).toEqual([`/api/informations/${teams.id}`]);
  });
});
