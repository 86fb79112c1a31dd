import { TASK_MESSAGES } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { PROJECT_ID, projectWbs, WBS_ID } from './task-test-data';

const listUrl = `/api/wbs/${PROJECT_ID}`;

async function showWbs(role: Parameters<typeof sessionUserFor>[0], routes: Parameters<typeof mockApi>[0] = {}): Promise<ApiCall[]> {
  const user = sessionUserFor(role);
  const calls = mockApi({ [`GET ${listUrl}`]: { body: projectWbs }, ...routes }, { user });
  await startSessionAs(user);
  renderApp(`/project/wbs/${PROJECT_ID}`);
  await screen.findByRole('link', { name: 'Phase 1' }, { timeout: 5000 });
  return calls;
}

describe('WBS page', () => {
  it("lists the project's WBS with links to their tasks; a volunteer cannot add or delete", async () => {
    await showWbs('Volunteer');
    expect(screen.getByRole('heading', { name: 'WBS of Earthbag Village' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phase 1' })).toHaveAttribute('href', `/wbs/tasks/${WBS_ID}/${PROJECT_ID}/Phase%201`);
    expect(screen.getByRole('link', { name: 'Inventory of Phase 1' })).toHaveAttribute('href', `/inventory/${PROJECT_ID}/wbs/${WBS_ID}`);
    expect(screen.queryByLabelText('New WBS name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Phase 1' })).not.toBeInTheDocument();
  });

  it('adds a WBS, asking for a name and keeping it when the name is taken', async () => {
    const calls = await showWbs('Administrator', {
      [`POST ${listUrl}`]: refusal(409, 'CONFLICT', TASK_MESSAGES.wbsNameTaken, { fields: { wbsName: TASK_MESSAGES.wbsNameTaken } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add WBS' }));
    expect(await screen.findByText(TASK_MESSAGES.wbsNameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New WBS name'), 'Phase 1');
    await userEvent.click(screen.getByRole('button', { name: 'Add WBS' }));
    expect(await screen.findByText(TASK_MESSAGES.wbsNameTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('New WBS name')).toHaveValue('Phase 1');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ wbsName: 'Phase 1', isActive: true });
  });

  it('deletes a WBS after a confirmation naming its tasks', async () => {
    const calls = await showWbs('Administrator', { [`DELETE /api/wbs/${WBS_ID}`]: { status: 204 } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Phase 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(TASK_MESSAGES.wbsDeleteQuestion('Phase 1', 3));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TASK_MESSAGES.wbsDeleted)).toBeInTheDocument();
    await waitFor(() => {
      expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    });
  });

  it('says when a project has no WBS', async () => {
    const user = sessionUserFor('Manager');
    mockApi({ [`GET ${listUrl}`]: { body: { ...projectWbs, wbs: [] } } }, { user });
    await startSessionAs(user);
    renderApp(`/project/wbs/${PROJECT_ID}`);
    expect(await screen.findByText(TASK_MESSAGES.noWbs)).toBeInTheDocument();
  });

  it('shows an error view for an unknown project', async () => {
    const user = sessionUserFor('Manager');
    mockApi({ [`GET ${listUrl}`]: refusal(404, 'NOT_FOUND', TASK_MESSAGES.projectNotFound) }, { user });
    await startSessionAs(user);
    renderApp(`/project/wbs/${PROJECT_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(`404 (${TASK_MESSAGES.projectNotFound})`);
  });
});
