import { TIME_ENTRY_MESSAGES as M } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { atNow, entriesPath, personRoutes, WEEKS } from './time-test-data';

const volunteer = sessionUserFor('Volunteer');
const admin = sessionUserFor('Administrator');
const TEAM = { id: '77777777-7777-4777-8777-777777777777', teamName: 'Earthbag Builders' };

/** A person on no project and with no task, as the server answers for someone just created. */
function newcomerRoutes(teams: (typeof TEAM)[] = [TEAM]): Record<string, Reply> {
  const id = volunteer.userid;
  return {
    ...personRoutes(volunteer, { teams, weeklyCommittedHours: 10 }),
    [`GET /api/userprofile/projects/${id}`]: { body: [] },
    [`GET /api/userprofile/tasks/${id}`]: { body: [] },
    [entriesPath(id, WEEKS.current)]: { body: [] },
  };
}

async function open(path: string, user: typeof volunteer, routes: Record<string, Reply>) {
  mockApi(routes, { user });
  await startSessionAs(user);
  renderApp(path);
  await screen.findByRole('heading', { name: 'Tasks and Timelogs' }, { timeout: 5000 });
}

beforeEach(() => {
  atNow();
});

describe('a newcomer’s first steps', () => {
  it('tell a volunteer on no project who adds her to one, her team, how to log time and her weekly hours, instead of an empty Project/Task list', async () => {
    await open('/timelog', volunteer, newcomerRoutes());
    const steps = await screen.findByRole('region', { name: M.noProjectTitle });
    expect(within(steps).getByText(M.noProjectAddedBy)).toBeInTheDocument();
    expect(within(steps).getByText('You are on the team Earthbag Builders: its manager can add you.')).toBeInTheDocument();
    expect(within(steps).getByText(M.noProjectLogTime)).toBeInTheDocument();
    expect(within(steps).getByText('You committed to 10 hours a week.')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: M.noProjectProfileLink })).toHaveAttribute('href', `/userprofile/${volunteer.userid}`);
    expect(await screen.findByText('No time entries in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Project/Task' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Time Entry' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('note')).toHaveTextContent(M.noProjectInForm);
    expect(within(dialog).queryByRole('combobox', { name: /Project\/Task/ })).not.toBeInTheDocument();
  });

  it('say she is on no team yet either when she is not', async () => {
    await open('/timelog', volunteer, newcomerRoutes([]));
    const steps = await screen.findByRole('region', { name: M.noProjectTitle });
    expect(within(steps).getByText(M.noProjectNoTeam)).toBeInTheDocument();
  });

  it('are not shown to a volunteer on a project, who keeps her Project/Task filter', async () => {
    await open('/timelog', volunteer, { ...personRoutes(volunteer), [entriesPath(volunteer.userid, WEEKS.current)]: { body: [] } });
    expect(await screen.findByRole('combobox', { name: 'Project/Task' })).toBeInTheDocument();
    await screen.findByRole('option', { name: /Fill the bags/ });
    expect(screen.queryByRole('region', { name: M.noProjectTitle })).not.toBeInTheDocument();
  });

  it('are not shown on someone else’s log: an administrator sees the newcomer’s empty Project/Task filter as before', async () => {
    await open(`/timelog/${volunteer.userid}`, admin, newcomerRoutes());
    expect(await screen.findByText('No time entries in this period.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Project/Task' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.noProjectTitle })).not.toBeInTheDocument();
  });
});
