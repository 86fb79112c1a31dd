import { TASK_MESSAGES, type Task, type UpdateTaskInput } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { TaskForm } from './task-form';
import { makeTask, WBS_ID } from './task-test-data';

const task = makeTask({ taskName: 'Survey the site', hoursBest: 2, hoursMost: 4, hoursWorst: 8, ownEstimatedHours: 4.33 });
const updateUrl = `PUT /api/task/update/${task.id}`;

async function showForm(
  role: Parameters<typeof sessionUserFor>[0],
  props: { task?: Task; onSuggest?: (t: UpdateTaskInput) => void } = { task },
  routes: Parameters<typeof mockApi>[0] = {},
): Promise<{ calls: ApiCall[]; onDone: () => void }> {
  const user = sessionUserFor(role);
  const calls = mockApi({ 'GET /api/tasks/resource-candidates?search=': { body: [] }, ...routes }, { user });
  await startSessionAs(user);
  const onDone = vi.fn();
  renderApp('/', [{ path: '/', element: <TaskForm wbsId={WBS_ID} onDone={onDone} {...props} /> }]);
  await screen.findByLabelText(/Task name/);
  return { calls, onDone };
}

const puts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'PUT');

describe('task form', () => {
  it('refuses best-case hours above most-likely before sending, keeping what was typed', async () => {
    const { calls } = await showForm('Manager');
    const best = screen.getByLabelText('Best-case hours');
    await userEvent.clear(best);
    await userEvent.type(best, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TASK_MESSAGES.bestAboveMost)).toBeInTheDocument();
    expect(best).toHaveValue('6');
    expect(puts(calls)).toHaveLength(0);
  });

  it('saves every field with an automatic PERT estimate when the estimate is emptied', async () => {
    const { calls, onDone } = await showForm('Manager', { task }, { [updateUrl]: { body: task } });
    expect(screen.getByText('Empty: PERT estimate 4.33')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Estimated hours'));
    await userEvent.type(screen.getByLabelText('Links'), 'github.com/one/pull/2');
    await userEvent.type(screen.getByLabelText('Due date'), '2026-12-24');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TASK_MESSAGES.taskUpdated)).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toMatchObject({
      taskName: 'Survey the site',
      estimatedHours: null,
      links: ['github.com/one/pull/2'],
      dueDatetime: '2026-12-24',
      resources: [],
    });
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's field message, and 'Failed to update task' when the server fails", async () => {
    let attempt = 0;
    await showForm(
      'Manager',
      { task },
      {
        [updateUrl]: () =>
          ++attempt === 1
            ? refusal(422, 'VALIDATION', TASK_MESSAGES.resourceNotFound, { fields: { resources: TASK_MESSAGES.resourceNotFound } })
            : refusal(500, 'INTERNAL', 'Unexpected error'),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(TASK_MESSAGES.resourceNotFound)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TASK_MESSAGES.taskUpdateFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/Task name/)).toHaveValue('Survey the site');
  });

  it('gives a volunteer with suggestTask a Suggest changes button that hands over the proposal', async () => {
    const onSuggest = vi.fn();
    const { calls } = await showForm('Volunteer', { task, onSuggest });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const name = screen.getByLabelText(/Task name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Survey the whole site');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest changes' }));
    await waitFor(() => {
      expect(onSuggest).toHaveBeenCalled();
    });
    expect(onSuggest.mock.calls[0]?.[0]).toMatchObject({ taskName: 'Survey the whole site' });
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the task read-only to a volunteer when no suggestion flow is given', async () => {
    await showForm('Volunteer', { task });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggest changes' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Task name/)).toBeDisabled();
  });

  it('creates a task, asking for a name first', async () => {
    const created = makeTask({ taskName: 'Dig' });
    const { calls } = await showForm('Manager', {}, { [`POST /api/task/${WBS_ID}`]: { status: 201, body: created } });
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByText(TASK_MESSAGES.taskNameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Task name/), 'Dig');
    await userEvent.click(screen.getByRole('button', { name: 'Create task' }));
    expect(await screen.findByText(TASK_MESSAGES.taskCreated)).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ taskName: 'Dig', parentId: null, priority: 'Primary', status: 'Not Started' });
    expect(body).not.toHaveProperty('estimatedHours');
  });
});
