import type { TeamDeadline, TeamDeadlines } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { TeamDeadlineReminder } from './team-deadlines';

const volunteer = sessionUserFor('Volunteer');
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function deadline(taskName: string, due: string, extra: Partial<TeamDeadline> = {}): TeamDeadline {
  return {
    taskId: crypto.randomUUID(),
    num: '2.1',
    taskName,
    projectId: crypto.randomUUID(),
    projectName: 'Earthbag Village',
    dueDatetime: due,
    assignees: [{ id: volunteer.userid, firstName: 'Volunteer', lastName: 'Tester' }],
    mine: true,
    ...extra,
  };
}

async function show(body: TeamDeadlines) {
  mockApi({ [`GET /api/dashboard/teamdeadlines/${volunteer.userid}`]: { body } }, { user: volunteer });
  await startSessionAs(volunteer);
  return renderApp('/', [{ path: '/', element: <TeamDeadlineReminder userId={volunteer.userid} /> }]);
}

beforeEach(() => {
  localStorage.clear();
});

describe('the team-deadline reminder', () => {
  it('says how many team tasks are near or overdue and lists them in its dialog', async () => {
    await show({
      total: 2,
      deadlines: [
        deadline('Order the tiles', at(-3), { mine: false, assignees: [{ id: 'a', firstName: 'Ada', lastName: 'Okafor' }] }),
        deadline('Flash the chimney', at(3)),
      ],
    });
    const reminder = await screen.findByRole('alert', { name: 'Team deadlines' });
    expect(reminder).toHaveTextContent('1 team task is due in the next 7 days and 1 is overdue.');
    await userEvent.click(within(reminder).getByRole('button', { name: 'View deadlines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team deadlines' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Order the tiles');
    expect(rows[0]).toHaveTextContent('Ada Okafor');
    expect(rows[0]).toHaveTextContent('Overdue by 3 days');
    expect(rows[1]).toHaveTextContent(/Due in [34] days/);
    expect(within(dialog).getByRole('link', { name: '2.1 Flash the chimney' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/wbs\/tasks\//),
    );
  });

  it('stays away for the rest of the day once dismissed', async () => {
    const view = await show({ total: 1, deadlines: [deadline('Flash the chimney', at(2))] });
    const reminder = await screen.findByRole('alert', { name: 'Team deadlines' });
    await userEvent.click(within(reminder).getByRole('button', { name: 'Dismiss team deadlines for today' }));
    expect(screen.queryByRole('alert', { name: 'Team deadlines' })).not.toBeInTheDocument();
    view.unmount();
    await show({ total: 1, deadlines: [deadline('Flash the chimney', at(2))] });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('alert', { name: 'Team deadlines' })).not.toBeInTheDocument();
  });

  it('shows nothing when no deadline is near', async () => {
    await show({ total: 0, deadlines: [] });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('alert', { name: 'Team deadlines' })).not.toBeInTheDocument();
  });
});
