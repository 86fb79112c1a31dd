import { MESSAGES, TIME_ENTRY_MESSAGES } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { atNow, badge, entriesPath, entry, OTHER_PROJECT_ID, personRoutes, TASK_ID, TODAY, WEEKS } from './time-test-data';

const volunteer = sessionUserFor('Volunteer');
const admin = sessionUserFor('Administrator');

async function open(path: string, user = volunteer, routes: Record<string, Reply> = {}) {
  const calls = mockApi({ ...personRoutes(volunteer), ...routes }, { user });
  await startSessionAs(user);
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Tasks and Timelogs' }, { timeout: 5000 });
  return { calls, view };
}

beforeEach(() => {
  atNow();
});

describe('time log page', () => {
  it("shows the title, the note, the seven tabs and this week's range and entries", async () => {
    await open('/timelog', volunteer, {
      [entriesPath(volunteer.userid, WEEKS.current)]: {
        body: [
          entry({ hours: 2, minutes: 30 }),
          entry({ dateOfWork: '2026-11-16', hours: 1, minutes: 0, isTangible: false, taskId: null, taskName: null }),
        ],
      },
    });
    expect(screen.getByText('Viewing time entries logged in the last 3 weeks')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Tasks',
      'Current Week Timelog',
      'Last Week',
      'Week Before Last',
      'Search by Date Range',
      'Weekly Summaries',
      'Badges (0)',
    ]);
    expect(screen.getByRole('tab', { name: 'Current Week Timelog' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Viewing time entries from Nov-15-26 to Nov-21-26')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Tangible: 2.5 hrs')).toBeInTheDocument();
    expect(screen.getByText('Intangible: 1 hrs')).toBeInTheDocument();
    expect(screen.getByText('Total: 3.5 hrs')).toBeInTheDocument();
    expect(screen.getByText('Weekly commitment: 10 hrs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Time Entry' })).toBeInTheDocument();
  });

  it('opens the tab of the hash and writes the chosen tab into the hash', async () => {
    const { view } = await open('/timelog#lastWeek', volunteer, {
      [entriesPath(volunteer.userid, WEEKS.current)]: { body: [] },
      [entriesPath(volunteer.userid, WEEKS.last)]: { body: [entry({ dateOfWork: '2026-11-10' })] },
      [entriesPath(volunteer.userid, WEEKS.beforeLast)]: { body: [] },
    });
    expect(await screen.findByText('Viewing time entries from Nov-08-26 to Nov-14-26')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Time entry of Tue Nov-10-26' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Week Before Last' }));
    expect(view.router.state.location.hash).toBe('#beforeLastWeek');
    expect(await screen.findByText('No time entries in this period.')).toBeInTheDocument();
  });

  it('filters the week by project or task and exports the entries shown', async () => {
    await open('/timelog', volunteer, {
      [entriesPath(volunteer.userid, WEEKS.current)]: {
        body: [entry(), entry({ projectId: OTHER_PROJECT_ID, projectName: 'Food Forest', taskId: null, taskName: null, wbsName: null })],
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Project/Task' });
    await screen.findByRole('option', { name: /Fill the bags/ });
    expect(within(select).getByRole('option', { name: 'Select Project/Task (all)' })).toBeInTheDocument();
    // The WBS heads its tasks as a group, not as an option to choose.
    expect(within(select).getByRole('group', { name: 'Walls' })).toContainElement(
      screen.getByRole('option', { name: '1.2 Fill the bags' }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await userEvent.selectOptions(select, `task:${TASK_ID}`);
    expect(select).toHaveDisplayValue('1.2 Fill the bags');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Earthbag Village › Walls › 1.2 Fill the bags')).toBeInTheDocument();
    await userEvent.selectOptions(select, `project:${OTHER_PROJECT_ID}`);
    const [shown] = screen.getAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(shown!).getByText('Food Forest')).toBeInTheDocument();

    const files: Blob[] = [];
    // jsdom has no object URLs and does not download: both are stood in for, then removed.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (b: Blob) => (files.push(b), 'blob:csv') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    expect(clicked).toHaveBeenCalledOnce();
    clicked.mockRestore();
    const text = await files[0]!.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(text).toContain(`${TODAY},Food Forest,,,2,30,Yes,`);
  });

  it("alerts 'Invalid Date Range' when From is after To, and searches a valid range", async () => {
    const { calls } = await open('/timelog#dateRange', volunteer, {
      [entriesPath(volunteer.userid, WEEKS.current)]: { body: [] },
      [entriesPath(volunteer.userid, { start: '2026-10-01', end: '2026-10-31' })]: { body: [entry({ dateOfWork: '2026-10-05' })] },
    });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TIME_ENTRY_MESSAGES.invalidDateRange);
    expect(calls.some((c) => c.path.includes('2026-11-10/2026-11-01'))).toBe(false);

    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-31');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: 'Time entry of Mon Oct-05-26' })).toBeInTheDocument();
  });

  it('shows new badges and those earned before last week, and the last three weekly summaries', async () => {
    await open('/timelog#badgesearned', volunteer, {
      [entriesPath(volunteer.userid, WEEKS.current)]: { body: [] },
      [`GET /api/userprofile/badges/${volunteer.userid}`]: {
        body: [{ ...badge('Most Hrs in Week', ['2026-11-08']), isNew: true }, badge('Personal Max', ['2026-09-01', '2026-10-01'])],
      },
      [`GET /api/weeklySummaries/${volunteer.userid}`]: {
        body: {
          userId: volunteer.userid,
          firstName: 'Volunteer',
          lastName: 'Tester',
          mediaUrl: '',
          weeklySummaryOption: 'Required',
          weeklySummariesCount: 1,
          mayEdit: true,
          slots: ['2026-11-15', '2026-11-08', '2026-11-01', '2026-10-25'].map((weekStart, slot) => ({
            slot,
            weekStart,
            dueDate: '2026-11-22T08:00:00.000Z',
            summary: slot === 1 ? '<p>Laid the second course of earthbags.</p>' : '',
            uploadDate: null,
          })),
        },
      },
    });
    const recent = await screen.findByRole('region', { name: 'New Badges Earned' });
    expect(within(recent).getByText('Most Hrs in Week')).toBeInTheDocument();
    const before = screen.getByRole('region', { name: 'Badges Seen Before' });
    expect(within(before).getByText('Personal Max')).toBeInTheDocument();
    expect(screen.getByText('You have earned 3 badges in total.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Badges (3)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Weekly Summaries' }));
    expect(await screen.findByText('Laid the second course of earthbags.')).toBeInTheDocument();
    expect(screen.getAllByText('Volunteer Tester did not submit a summary for this week.')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(3);
  });

  it("says once that the caller may not view another person's log, and asks for nothing of it", async () => {
    const calls = mockApi(
      { [entriesPath(admin.userid, WEEKS.current)]: refusal(403, 'FORBIDDEN', MESSAGES.noPermissionToViewTimeLog) },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderApp(`/timelog/${admin.userid}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(MESSAGES.noPermissionToViewTimeLog);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Time Entry' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes(admin.userid))).toEqual([]);
  });

  it("offers an administrator Add Time Entry on another person's log, but not a reader without postTimeEntry", async () => {
    const path = `/timelog/${volunteer.userid}`;
    const routes = { [entriesPath(volunteer.userid, WEEKS.current)]: { body: [entry({ createdAt: '2026-11-10T18:00:00.000Z' })] } };
    await open(path, admin, routes);
    expect(await screen.findByText('Volunteer Tester')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Time Entry' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Edit time entry/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tangible' })).toBeInTheDocument();
  });

  it("draws the current week's first 10 entries with the page, and Show more the rest", async () => {
    const many = Array.from({ length: 14 }, () => entry({ hours: 1, minutes: 0 }));
    await open('/timelog', volunteer, { [entriesPath(volunteer.userid, WEEKS.current)]: { body: many } });
    // The week's effort counts every entry, drawn or not.
    expect(await screen.findByText('Total: 14 hrs')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (4 not shown)' }));
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
  });

  it('hides Add Time Entry from a Core Team member viewing someone else', async () => {
    const core = sessionUserFor('Core Team');
    await open(`/timelog/${volunteer.userid}`, core, { [entriesPath(volunteer.userid, WEEKS.current)]: { body: [] } });
    expect(await screen.findByText('No time entries in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Time Entry' })).not.toBeInTheDocument();
  });
});
