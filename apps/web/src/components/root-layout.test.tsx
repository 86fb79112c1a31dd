import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render';
import { RootLayout } from './root-layout';

const table = [
  {
    Component: RootLayout,
    children: [
      { path: '/dashboard', element: <Link to="/dashboard/priya">View dashboard of Priya Raman</Link> },
      { path: '/dashboard/:userId', element: <Link to="#lastWeek">Last Week</Link> },
    ],
  },
];

function start() {
  mockApi({ 'GET /hash.txt': { body: 'build' } });
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return { scrollTo, ...renderApp('/dashboard', table) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the root layout', () => {
  it('starts a page reached by a link at its top, as when opening another person’s dashboard', async () => {
    const { scrollTo } = start();
    await userEvent.click(await screen.findByRole('link', { name: 'View dashboard of Priya Raman' }));
    expect(await screen.findByRole('link', { name: 'Last Week' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the page where it is for a tab in the hash, and on Back', async () => {
    const { scrollTo, router } = start();
    await userEvent.click(await screen.findByRole('link', { name: 'View dashboard of Priya Raman' }));
    scrollTo.mockClear();
    await userEvent.click(await screen.findByRole('link', { name: 'Last Week' }));
    expect(router.state.location.hash).toBe('#lastWeek');
    await act(() => router.navigate(-2));
    expect(await screen.findByRole('link', { name: 'View dashboard of Priya Raman' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
