import { SUMMARY_MESSAGES as M, type SummaryBar as Bar } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../api/paths';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { SummaryBar } from './summary-bar';

const volunteer = sessionUserFor('Volunteer');

const bar: Bar = {
  userId: volunteer.userid,
  firstName: 'Sofia',
  lastName: 'Rossi',
  role: 'Volunteer',
  weeklyCommittedHours: 10,
  missedHours: 0,
  tangibleHours: 4.5,
  totalHours: 5,
  weeklySummaryOption: 'Required',
  summaryStatus: 'missing',
  taskCount: 3,
  badgeCount: 0,
  blueSquareCount: 0,
};

describe('the summary bar', () => {
  it('shows the week against the commitment, the summary status and every count, zeros included', async () => {
    mockApi({ [`GET ${paths.summaryBar(volunteer.userid)}`]: { body: bar } }, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp('/', [{ path: '/', element: <SummaryBar personId={volunteer.userid} /> }]);
    expect(await screen.findByRole('heading', { name: 'Activity for Sofia Rossi' })).toBeInTheDocument();
    expect(screen.getByText('Current Week : 4.50 / 10', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText(M.missing).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '3 tasks' })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: '0 badges' })).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: '0 blue squares' })).toHaveTextContent('0');
  });
});
