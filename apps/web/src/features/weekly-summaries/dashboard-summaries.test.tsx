import { SUMMARY_MESSAGES as M, type WeeklySummaries } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { DashboardWeeklySummaries } from './dashboard-summaries';

const volunteer = sessionUserFor('Volunteer');

function summaries(dueDate: string): WeeklySummaries {
  return {
    userId: volunteer.userid,
    firstName: 'Volunteer',
    lastName: 'Tester',
    mediaUrl: '',
    weeklySummaryOption: 'Required',
    weeklySummariesCount: 0,
    mayEdit: true,
    slots: [0, 1, 2, 3].map((slot) => ({ slot, weekStart: '2026-11-15', dueDate, summary: '', uploadDate: null })),
  };
}

describe('the dashboard’s weekly summary block', () => {
  it("says 'Time is up!' at the due date and asks again until the next week's due date comes", async () => {
    const soon = new Date(Date.now() + 1200).toISOString();
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    let asked = 0;
    const calls = mockApi(
      {
        [`GET /api/weeklySummaries/${volunteer.userid}`]: () => {
          asked += 1;
          // The first answer is this week's; the server still gives it once just after the due date.
          return { body: summaries(asked <= 2 ? soon : nextWeek) };
        },
      },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderApp('/', [{ path: '/', element: <DashboardWeeklySummaries personId={volunteer.userid} /> }]);
    expect(await screen.findByText(/^0d 0h 0m [01]s$/)).toBeInTheDocument();
    expect((await screen.findAllByText(M.timeUp, {}, { timeout: 3000 })).length).toBeGreaterThanOrEqual(1);
    expect(await screen.findByText(/^6d 23h 59m \d+s$/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/weeklySummaries/${volunteer.userid}`).length).toBe(3);
  }, 15_000);

  it('shows the due date and countdown but not the summary status, which the summary bar above shows once', async () => {
    mockApi(
      { [`GET /api/weeklySummaries/${volunteer.userid}`]: { body: summaries(new Date(Date.now() + 86_400_000).toISOString()) } },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderApp('/', [{ path: '/', element: <DashboardWeeklySummaries personId={volunteer.userid} /> }]);
    const block = await screen.findByRole('region', { name: 'Weekly summary' });
    expect(block).toHaveTextContent('Due Saturday midnight Pacific');
    expect(block).not.toHaveTextContent(M.missing);
  });
});
