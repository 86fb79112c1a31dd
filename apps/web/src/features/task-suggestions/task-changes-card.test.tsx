import { TASK_SUGGESTION_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { TaskInfoChangesModal } from './task-changes-card';
import { notificationFixture } from './test-data';

const volunteer = sessionUserFor('Volunteer');
const changesPath = `GET /api/tasknotification/user/${volunteer.userid}`;

describe("'Task Info Changes' on the dashboard", () => {
  it('shows each changed field of a task old → new, and Mark as Read removes it', async () => {
    const note = notificationFixture();
    let read = false;
    const calls = mockApi(
      {
        [changesPath]: () => ({ body: read ? [] : [note] }),
        [`POST /api/tasknotification/${note.id}/read`]: () => {
          read = true;
          return { status: 204 };
        },
      },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: M.changesTitle });
    const task = within(card).getByRole('article', { name: 'Changes to task 1.2 Dig two trenches' });
    expect(within(task).getByRole('link', { name: '1.2 Dig two trenches' })).toHaveAttribute('href', `/wbs/tasks/${note.taskId}`);
    const rows = within(task)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Task nameChangedDig the trenchDig two trenches', 'StatusChangedNot StartedActive']);

    await userEvent.click(within(task).getByRole('button', { name: M.markAsRead }));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: M.changesTitle })).not.toBeInTheDocument();
    });
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/tasknotification/${note.id}/read`)).toBe(true);
  });

  it('shows nothing when no task changed', async () => {
    const calls = mockApi({ [changesPath]: { body: [] } }, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp('/dashboard');
    await waitFor(() => {
      expect(calls.some((c) => c.path === `/api/tasknotification/user/${volunteer.userid}`)).toBe(true);
    });
    expect(screen.queryByRole('region', { name: M.changesTitle })).not.toBeInTheDocument();
  });
});

describe("the 'Task Info Changes' modal", () => {
  it("shows an administrator another person's changes of one task, without 'Mark as Read'", async () => {
    const admin = sessionUserFor('Administrator');
    const ofThisTask = notificationFixture();
    const ofAnother = notificationFixture({ id: '12121212-1212-4121-8121-121212121212', taskId: 'other', taskNum: '9', taskName: 'Other' });
    mockApi({ [changesPath]: { body: [ofThisTask, ofAnother] } }, { user: admin });
    await startSessionAs(admin);
    renderApp('/bell', [
      {
        path: '/bell',
        element: <TaskInfoChangesModal userId={volunteer.userid} taskId={ofThisTask.taskId} opened onClose={() => undefined} />,
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: M.changesTitle });
    expect(await within(dialog).findByRole('article', { name: 'Changes to task 1.2 Dig two trenches' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('article', { name: /Other/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: M.markAsRead })).not.toBeInTheDocument();
  });
});
