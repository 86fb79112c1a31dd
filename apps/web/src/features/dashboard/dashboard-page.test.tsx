import { MESSAGES } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { DashboardPage } from './dashboard-page';

const OTHER = '5b1d8f0e-3c2a-4e8b-9f61-0a7c2d4e6b10';

describe('someone else’s dashboard', () => {
  it('tells a volunteer once that they may not view it, and asks the server for none of its panels', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const calls = mockApi({}, { user: volunteer });
    await startSessionAs(volunteer);
    renderApp(`/dashboard/${OTHER}`, [{ path: '/dashboard/:userId', Component: DashboardPage }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noPermissionToViewDashboard);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(pageCalls(calls).filter((c) => c.path.includes(OTHER))).toEqual([]);
  });
});
