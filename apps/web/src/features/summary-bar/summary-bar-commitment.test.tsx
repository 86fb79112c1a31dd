import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../api/paths';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { summaryBarAnswer } from '../../test/summary-bar';
import { sessionUserFor } from '../../test/users';
import { SummaryBar } from './summary-bar';

const volunteer = sessionUserFor('Volunteer');

/** Ten committed hours, four missed hours on record, and ten tangible hours logged this week. */
const bar = (role: string) =>
  summaryBarAnswer({
    userId: volunteer.userid,
    firstName: 'Sofia',
    lastName: 'Rossi',
    role,
    missedHours: 4,
    tangibleHours: 10,
    totalHours: 10,
    summaryStatus: 'submitted',
  });

async function showBarOf(role: string) {
  mockApi({ [`GET ${paths.summaryBar(volunteer.userid)}`]: { body: bar(role) } }, { user: volunteer });
  await startSessionAs(volunteer);
  renderApp('/', [{ path: '/', element: <SummaryBar personId={volunteer.userid} /> }]);
  await screen.findByRole('heading', { name: 'Activity for Sofia Rossi' });
}

describe('the summary bar against the weekly commitment', () => {
  it('leaves a Volunteer’s missed hours out of the hours required this week', async () => {
    await showBarOf('Volunteer');
    expect(screen.getByText('Current Week : 10.00 / 10', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Weekly hours reached' })).toBeInTheDocument();
  });

  it('adds a Core Team member’s missed hours to the hours required this week', async () => {
    await showBarOf('Core Team');
    expect(screen.getByText('Current Week : 10.00 / 14', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Weekly hours not reached yet' })).toBeInTheDocument();
  });
});
