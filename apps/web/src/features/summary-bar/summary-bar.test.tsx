import { SUMMARY_MESSAGES as M, type SummaryBar as Bar } from '@goodhours/domain';
import { darken } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../api/paths';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { theme } from '../../theme';
import { AA, contrast } from '../../theme-colors';
import { SummaryBar } from './summary-bar';
import { SUMMARY_STATUS_LOOK } from './summary-status';

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
    expect(screen.getByRole('status', { name: 'Weekly summary status' })).toHaveTextContent(M.missing);
    expect(screen.getByRole('link', { name: '3 tasks' })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: '0 badges' })).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: '0 blue squares' })).toHaveTextContent('0');
  });

  it('shows the summary status in a box of Mantine’s light variant of a theme colour, not hand-picked shades', async () => {
    mockApi({ [`GET ${paths.summaryBar(volunteer.userid)}`]: { body: { ...bar, summaryStatus: 'submitted' } } }, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp('/', [{ path: '/', element: <SummaryBar personId={volunteer.userid} /> }]);
    const box = await screen.findByRole('status', { name: 'Weekly summary status' });
    expect(box).toHaveTextContent(M.submitted);
    expect(box).toHaveAttribute('data-variant', 'light');
    expect(box.getAttribute('style')).toContain('var(--mantine-color-green-light)');
  });

  it('reads at WCAG AA in both themes for every status', () => {
    const colors = theme.colors ?? {};
    for (const { color } of Object.values(SUMMARY_STATUS_LOOK)) {
      const shades = colors[color] ?? [];
      const [zero, one, nine] = [shades[0] ?? '', shades[1] ?? '', shades[9] ?? ''];
      // Mantine's light variant: shade 9 on shade 1 in the light theme, shade 0 on shade 9 darkened by half in the dark one.
      expect(contrast(nine, one)).toBeGreaterThanOrEqual(AA);
      expect(contrast(zero, darken(nine, 0.5))).toBeGreaterThanOrEqual(AA);
    }
  });
});
