import { TEAM_TASKS_PAGE_SIZE, type TeamMemberRow, type TeamMemberTasksPage } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { TeamMemberTasksPanel } from './team-member-tasks-panel';

const viewer = sessionUserFor('Volunteer');
const TOTAL = 25;

function member(i: number): TeamMemberRow {
  return {
    personId: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
    firstName: `Member${String(i).padStart(2, '0')}`,
    lastName: 'Tester',
    role: 'Volunteer',
    teamCode: '',
    weeklySummaryOption: 'Required',
    weeklyCommittedHours: 10,
    missedHours: 0,
    tangibleHours: 2,
    teams: [],
    leaders: [],
    timeOff: [],
    tasks: [],
    entries: [],
    googleDocLink: null,
    reportCount: null,
    warnings: null,
  };
}

/** The server's page `page` of 25 members. */
function page(page: number): { body: TeamMemberTasksPage } {
  const from = (page - 1) * TEAM_TASKS_PAGE_SIZE;
  const members = Array.from({ length: Math.min(TEAM_TASKS_PAGE_SIZE, TOTAL - from) }, (_, i) => member(from + i));
  return { body: { weekStart: '2026-11-15', weekEnd: '2026-11-21', page, total: TOTAL, members } };
}

const memberNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowgroup')
    .map((group) => group.getAttribute('aria-label'));

describe('Team Member Tasks, a page at a time', () => {
  it('draws the ten members of a page at once, and the pages move through the 25', async () => {
    const path = `/api/dashboard/teammembertasks/${viewer.userid}`;
    const calls = mockApi(
      { [`GET ${path}?page=1`]: page(1), [`GET ${path}?page=2`]: page(2), 'GET /api/userprofile/teammates': { body: [] } },
      { user: viewer },
    );
    await startSessionAs(viewer);
    renderApp('/', [{ path: '/', element: <TeamMemberTasksPanel personId={viewer.userid} /> }]);
    const table = await screen.findByRole('table', { name: 'Team Member Tasks' });
    // Drawn with the answer, not a few at a time after it.
    expect(memberNames(table).filter(Boolean)).toEqual(Array.from({ length: 10 }, (_, i) => `Member${String(i).padStart(2, '0')} Tester`));
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '4' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await within(table).findByRole('rowgroup', { name: 'Member10 Tester' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowgroup', { name: 'Member00 Tester' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(`${path}?page=2`);
  });
});
