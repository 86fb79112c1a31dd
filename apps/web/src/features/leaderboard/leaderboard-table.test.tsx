import type { LeaderboardRow } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { LeaderboardTable } from './leaderboard-table';

const MATE = '5b1d8f0e-3c2a-4e8b-9f61-0a7c2d4e6b10';
const STRANGER = '6c2e9a1f-4d3b-4f9c-8a72-1b8d3e5f7c21';

function row(personId: string, firstName: string): LeaderboardRow {
  return {
    personId,
    firstName,
    lastName: 'Tester',
    role: 'Volunteer',
    tangibleHours: 2,
    intangibleHours: 0,
    totalHours: 2,
    weeklyCommittedHours: 10,
    missedHours: 0,
    endDate: null,
    isVisible: true,
    hasSummary: false,
    timeOffFrom: null,
    timeOffTill: null,
  };
}

async function show(role: Parameters<typeof sessionUserFor>[0], rows = [row(MATE, 'Mate'), row(STRANGER, 'Stranger')]) {
  const user = sessionUserFor(role);
  mockApi({ 'GET /api/userprofile/teammates': { body: [MATE] } }, { user });
  await startSessionAs(user);
  const totals = { memberCount: 2, tangibleHours: 4, intangibleHours: 0, totalHours: 4, weeklyCommittedHours: 20 };
  const element = (
    <LeaderboardTable
      rows={rows}
      totals={totals}
      today="2026-11-18"
      totalHoverText=""
      onView={null}
      showSummaryIndicator={false}
      showVisibility={false}
      ownId={user.userid}
      ownLabel="You"
    />
  );
  renderApp('/', [{ path: '/', element }]);
  await screen.findByText('Stranger Tester');
}

describe('leaderboard links (decision 023)', () => {
  it('links a volunteer to a teammate’s profile only, and to no one’s time log', async () => {
    await show('Volunteer');
    expect(await screen.findByRole('link', { name: 'Mate Tester' })).toHaveAttribute('href', `/userprofile/${MATE}`);
    expect(screen.queryByRole('link', { name: 'Stranger Tester' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Time log of/ })).not.toBeInTheDocument();
  });

  it('links a manager to her team member’s time log, not to a stranger’s', async () => {
    await show('Manager');
    expect(await screen.findByRole('link', { name: 'Time log of Mate Tester' })).toHaveAttribute('href', `/timelog/${MATE}`);
    expect(screen.queryByRole('link', { name: 'Time log of Stranger Tester' })).not.toBeInTheDocument();
  });

  it('links an administrator to everyone', async () => {
    await show('Administrator');
    expect(screen.getByRole('link', { name: 'Stranger Tester' })).toHaveAttribute('href', `/userprofile/${STRANGER}`);
    expect(screen.getByRole('link', { name: 'Time log of Stranger Tester' })).toBeInTheDocument();
  });
});

describe('leaderboard hours against the weekly commitment', () => {
  it('adds missed hours to what a Core Team member must log, and leaves them out for a volunteer', async () => {
    const logged = { tangibleHours: 10, totalHours: 10, missedHours: 4 };
    await show('Administrator', [
      { ...row(MATE, 'Mate'), ...logged },
      { ...row(STRANGER, 'Stranger'), ...logged, role: 'Core Team' },
    ]);
    expect(screen.getByLabelText('10.00 of 10 hours this week')).toBeInTheDocument();
    expect(screen.getByLabelText('10.00 of 14 hours this week')).toBeInTheDocument();
    expect(screen.getByLabelText('Weekly commitment met')).toBeInTheDocument();
    expect(screen.getByLabelText('Weekly commitment not met yet')).toBeInTheDocument();
  });
});
