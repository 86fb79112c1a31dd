import { INFO_MESSAGES, type InfoPage, type SessionUser } from '@goodhours/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../test/mock-api';
import { renderApp, startSessionAs } from '../test/render';
import { sessionUserFor } from '../test/users';
import { InfoButton } from './info-button';
import { withEditorLayoutStubs } from './info-editor-jsdom';

const page: InfoPage = {
  _id: '44444444-4444-4444-8444-444444444444',
  id: '44444444-4444-4444-8444-444444444444',
  infoName: 'dashboard',
  infoContent: '<p>Log your time <strong>every day</strong>.</p>',
  visibility: '0',
  CanRead: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const pageUrl = 'GET /api/informations/name/dashboard';
/** An area without a page: the server answers null (not a 404). */
const noPage = { body: null };

async function show(user: SessionUser, routes: Parameters<typeof mockApi>[0]): Promise<ApiCall[]> {
  const calls = mockApi(routes, { user });
  await startSessionAs(user);
  renderApp('/', [{ path: '/', element: <InfoButton infoName="dashboard" /> }]);
  return calls;
}

withEditorLayoutStubs();

const writes = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST' || c.method === 'PUT');

async function typeInEditor(text: string) {
  const editor = await screen.findByRole('textbox', { name: 'Info content' });
  act(() => {
    editor.focus();
  });
  await userEvent.keyboard(text);
}

describe('info button', () => {
  it('is hidden when the area has no page, or the user may not read it', async () => {
    const calls = await show(sessionUserFor('Volunteer'), { [pageUrl]: noPage });
    await waitFor(() => {
      expect(calls.some((c) => c.path === '/api/informations/name/dashboard')).toBe(true);
    });
    expect(screen.queryByRole('button', { name: 'Info' })).not.toBeInTheDocument();
  });

  it('is hidden when the page is refused (403)', async () => {
    const calls = await show(sessionUserFor('Manager'), { [pageUrl]: refusal(403, 'FORBIDDEN', INFO_MESSAGES.notReadable) });
    await waitFor(() => {
      expect(calls.some((c) => c.path === '/api/informations/name/dashboard')).toBe(true);
    });
    expect(screen.queryByRole('button', { name: 'Info' })).not.toBeInTheDocument();
  });

  it('shows a non-Owner the page content, with no way to edit it', async () => {
    const calls = await show(sessionUserFor('Administrator'), { [pageUrl]: { body: page } });
    await userEvent.click(await screen.findByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Info' });
    expect(within(dialog).getByText('every day')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(writes(calls)).toEqual([]);
  });

  it('lets the Owner edit the page and save it', async () => {
    const calls = await show(sessionUserFor('Owner'), {
      [pageUrl]: { body: page },
      [`PUT /api/informations/${page.id}`]: (call) => ({ body: { ...page, ...(call.body as object) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Info' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await typeInEditor(' Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INFO_MESSAGES.popupSaved)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    const body = writes(calls)[0]?.body as { infoContent: string };
    expect(writes(calls)[0]?.path).toBe(`/api/informations/${page.id}`);
    expect(body.infoContent).toContain('Thank you!');
    expect(body.infoContent).toContain('<strong>every day</strong>');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("shows the Owner the icon of an area without a page, and saving creates it with visibility '0'", async () => {
    const calls = await show(sessionUserFor('Owner'), {
      [pageUrl]: noPage,
      'POST /api/informations': (call) => ({ status: 201, body: { ...page, ...(call.body as object) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Info' }));
    expect(await screen.findByText(INFO_MESSAGES.popupEmpty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await typeInEditor('Welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INFO_MESSAGES.popupSaved)).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/api/informations',
      body: { infoName: 'dashboard', infoContent: '<p>Welcome</p>', visibility: '0' },
    });
  });

  it('keeps what the Owner typed when the save is refused', async () => {
    await show(sessionUserFor('Owner'), {
      [pageUrl]: { body: page },
      [`PUT /api/informations/${page.id}`]: refusal(403, 'FORBIDDEN', 'You do not have permission to do this.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Info' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await typeInEditor(' More');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(INFO_MESSAGES.popupSaveFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Info content' })).toHaveTextContent('More');
    const dialog = screen.getByRole('dialog', { name: 'Info' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  });
});
