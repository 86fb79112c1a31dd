import { TASK_MESSAGES } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { makeDetail, makeTask, PROJECT_ID, projectWbs, WBS_ID } from './task-test-data';

const foundations = makeTask({
  num: '1',
  taskName: 'Foundations',
  hasChildren: true,
  childCount: 2,
  estimatedHours: 9,
  hoursLogged: 4.5,
  resources: [
    { userId: '44444444-4444-4444-8444-444444444444', name: 'Vera Volunteer', completedTask: false, reviewStatus: 'Unsubmitted' },
  ],
  dueDatetime: '2026-12-24T00:00:00.000Z',
});
const walls = makeTask({ num: '2', taskName: 'Walls', priority: 'Secondary', status: 'Active' });
const dig = makeTask({ num: '1.1', level: 2, parentId: foundations.id, taskName: 'Dig' });
const level1 = `GET /api/tasks/${WBS_ID}/1/0`;
const level2 = `GET /api/tasks/${WBS_ID}/2/${foundations.id}`;

async function showTasks(role: Parameters<typeof sessionUserFor>[0], routes: Parameters<typeof mockApi>[0] = {}): Promise<ApiCall[]> {
  const user = sessionUserFor(role);
  const calls = mockApi(
    {
      [`GET /api/wbs/${PROJECT_ID}`]: { body: projectWbs },
      [level1]: { body: [foundations, walls] },
      [level2]: { body: [dig] },
      ...routes,
    },
    { user },
  );
  await startSessionAs(user);
  renderApp(`/wbs/tasks/${WBS_ID}/${PROJECT_ID}/Phase%201`);
  await screen.findByRole('link', { name: 'Foundations' }, { timeout: 5000 });
  return calls;
}

describe('tasks page', () => {
  it('shows each top-level task and loads subtasks only when a row is expanded', async () => {
    const calls = await showTasks('Volunteer');
    const row = screen.getByRole('link', { name: 'Foundations' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Primary');
    expect(row).toHaveTextContent('Not Started');
    expect(row).toHaveTextContent('Vera Volunteer');
    expect(row).toHaveTextContent('4.50 of 9.00 hours');
    expect(row).toHaveTextContent('Dec-24-26');
    expect(within(row).getByRole('progressbar', { name: 'Hours logged: 4.50 of 9.00 hours' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Phase 1' })).toBeInTheDocument();
    expect(calls.some((c) => `GET ${c.path}` === level2)).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Show subtasks of 1 Foundations' }));
    expect(await screen.findByRole('link', { name: 'Dig' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide subtasks of 1 Foundations' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers a volunteer no add, move or delete', async () => {
    await showTasks('Volunteer');
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for 2 Walls' }));
    expect(await screen.findByRole('menuitem', { name: 'Tasks in the same folder' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Move down' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says so when the WBS has no tasks', async () => {
    const user = sessionUserFor('Manager');
    mockApi({ [`GET /api/wbs/${PROJECT_ID}`]: { body: projectWbs }, [level1]: { body: [] } }, { user });
    await startSessionAs(user);
    renderApp(`/wbs/tasks/${WBS_ID}/${PROJECT_ID}`);
    expect(await screen.findByText(TASK_MESSAGES.noTasks)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add task' })).toBeInTheDocument();
  });

  it('lets a manager move a task down one place', async () => {
    const calls = await showTasks('Manager', { [`PUT /api/tasks/moveTasks/${WBS_ID}`]: { body: { ...foundations, num: '2' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for 1 Foundations' }));
    expect(await screen.findByRole('menuitem', { name: 'Move up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move down' }));
    expect(await screen.findByText(TASK_MESSAGES.taskMoved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ fromNum: '1', toNum: '2' });
  });

  it('names the number of subtasks before an administrator deletes a task', async () => {
    const calls = await showTasks('Administrator', {
      [`GET /api/task/${foundations.id}`]: { body: makeDetail(foundations, { subtaskCount: 5 }) },
      [`POST /api/task/del/${WBS_ID}/${foundations.id}`]: { body: { deletedCount: 6 } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for 1 Foundations' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(TASK_MESSAGES.deleteQuestion('1', 'Foundations', 5));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TASK_MESSAGES.taskDeleted)).toBeInTheDocument();
    await waitFor(() => {
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    });
  });

  it('opens the edit form with the task filled in', async () => {
    await showTasks('Manager');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for 2 Walls' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit task 2' });
    expect(within(form).getByLabelText(/Task name/)).toHaveValue('Walls');
  });
});
