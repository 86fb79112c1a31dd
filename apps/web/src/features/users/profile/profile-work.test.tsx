import type { UserTask } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { ProfileTasksTable } from './profile-tasks-table';

const me = sessionUserFor('Volunteer');
const id = me.userid;

function task(extra: Partial<UserTask>): UserTask {
  return {
    taskId: crypto.randomUUID(),
    num: '1',
    taskName: 'Task',
    status: 'Started',
    priority: 'Primary',
    hoursLogged: 2,
    estimatedHours: 8,
    dueDatetime: null,
    projectId: 'p1',
    projectName: 'Earthbag Village',
    wbsId: 'w1',
    wbsName: 'Walls',
    completedTask: false,
    ...extra,
  };
}

describe('profile tasks table', () => {
  it('shows active tasks first and filters All, Active and Complete', async () => {
    mockApi(
      {
        [`GET /api/userprofile/tasks/${id}`]: {
          body: [task({ num: '1.1', taskName: 'Lay the footing' }), task({ num: '1.2', taskName: 'Fill the bags', completedTask: true })],
        },
      },
      { user: me },
    );
    await startSessionAs(me);
    renderApp('/', [{ path: '/', element: <ProfileTasksTable userId={id} /> }]);

    expect(await screen.findByRole('link', { name: '1.1 Lay the footing' })).toHaveAttribute(
      'href',
      expect.stringContaining('/wbs/tasks/'),
    );
    expect(screen.queryByText(/Fill the bags/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Complete' }));
    expect(screen.getByRole('link', { name: '1.2 Fill the bags' })).toBeInTheDocument();
    expect(screen.queryByText(/Lay the footing/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByText('2.00 of 8.00 h')).toHaveLength(2);
  });

  it('says so when there is nothing in the chosen filter', async () => {
    mockApi({ [`GET /api/userprofile/tasks/${id}`]: { body: [task({ completedTask: true })] } }, { user: me });
    await startSessionAs(me);
    renderApp('/', [{ path: '/', element: <ProfileTasksTable userId={id} /> }]);
    expect(await screen.findByText('No active tasks.')).toBeInTheDocument();
  });
});
