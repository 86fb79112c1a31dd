import { TASK_MESSAGES, TASK_SUGGESTION_MESSAGES } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { makeDetail, makeTask, PROJECT_ID, WBS_ID } from './task-test-data';

const volunteer = sessionUserFor('Volunteer');
const parent = makeTask({ num: '1', taskName: 'Foundations', hasChildren: true, childCount: 2 });
const task = makeTask({
  num: '1.2',
  level: 2,
  parentId: parent.id,
  taskName: 'Pour',
  status: 'Active',
  links: ['docs.google.com/document/d/abc'],
  whyInfo: 'Walls need a base',
  resources: [
    { userId: volunteer.userid, name: 'Vera Volunteer', completedTask: false, reviewStatus: 'Unsubmitted' },
    { userId: '55555555-5555-4555-8555-555555555555', name: 'Sam Other', completedTask: false, reviewStatus: 'Submitted' },
  ],
});
const detail = makeDetail(task, { ancestors: [{ id: parent.id, num: '1', taskName: 'Foundations' }] });
const sibling = makeTask({ num: '1.1', level: 2, parentId: parent.id, taskName: 'Dig' });

async function showTask(user = volunteer, routes: Parameters<typeof mockApi>[0] = {}): Promise<ApiCall[]> {
  const calls = mockApi({ [`GET /api/task/${task.id}`]: { body: detail }, ...routes }, { user });
  await startSessionAs(user);
  renderApp(`/wbs/tasks/${task.id}`);
  await screen.findByRole('heading', { name: '1.2 Pour' }, { timeout: 5000 });
  return calls;
}

describe('task page', () => {
  it('shows the task read-only with where it sits, and no Edit for a volunteer', async () => {
    await showTask();
    expect(screen.getByRole('link', { name: 'Earthbag Village' })).toHaveAttribute('href', `/project/wbs/${PROJECT_ID}`);
    expect(screen.getByRole('link', { name: 'Phase 1' })).toHaveAttribute('href', `/wbs/tasks/${WBS_ID}/${PROJECT_ID}/Phase%201`);
    expect(screen.getByRole('link', { name: '1 Foundations' })).toHaveAttribute('href', `/wbs/tasks/${parent.id}`);
    expect(screen.getByRole('link', { name: 'docs.google.com/document/d/abc' })).toHaveAttribute(
      'href',
      'https://docs.google.com/document/d/abc',
    );
    expect(screen.getByText('Walls need a base')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets a volunteer suggest a change instead of editing, and sends it for review', async () => {
    const calls = await showTask(volunteer, {
      'GET /api/tasks/resource-candidates?search=': { body: [] },
      'POST /api/taskeditsuggestion': { status: 201, body: { id: 's1' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Suggest changes' }));
    const form = await screen.findByRole('form', { name: 'Edit task 1.2' });
    expect(screen.getByText(TASK_SUGGESTION_MESSAGES.suggestNote)).toBeInTheDocument();
    const name = within(form).getByLabelText(/Task name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Pour the footing');
    await userEvent.click(within(form).getByRole('button', { name: 'Suggest changes' }));
    expect(await screen.findByText(TASK_SUGGESTION_MESSAGES.suggestionSent)).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/taskeditsuggestion');
    expect(sent?.body).toMatchObject({ taskId: task.id, newTask: { taskName: 'Pour the footing' } });
    await waitFor(() => {
      expect(screen.queryByRole('form', { name: 'Edit task 1.2' })).toBeNull();
    });
  });

  it('lets a volunteer remove the task for themself only (document 1 §4)', async () => {
    const calls = await showTask(volunteer, {
      [`POST /api/task/${task.id}/resources/${volunteer.userid}/remove`]: { body: { ...task, status: 'Complete' } },
    });
    expect(screen.queryByRole('button', { name: 'Remove the task for Sam Other' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the task for Vera Volunteer' }));
    expect(await screen.findByText(TASK_MESSAGES.removedForUser)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
  });

  it('gives a manager an Edit button opening the filled form', async () => {
    await showTask(sessionUserFor('Manager'), { 'GET /api/tasks/resource-candidates?search=': { body: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('form', { name: 'Edit task 1.2' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Task name/)).toHaveValue('Pour');
  });
});

describe('same folder page', () => {
  it('lists the tasks under the same parent, marking this one', async () => {
    mockApi({ [`GET /api/tasks/samefolder/${task.id}`]: { body: { task: detail, tasks: [sibling, task] } } }, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp(`/wbs/samefoldertasks/${task.id}`);
    expect(await screen.findByRole('heading', { name: 'Tasks under 1 Foundations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dig' })).toHaveAttribute('href', `/wbs/tasks/${sibling.id}`);
    expect(screen.getByRole('link', { name: 'Pour' }).closest('tr')).toHaveAttribute('aria-current', 'true');
  });
});
