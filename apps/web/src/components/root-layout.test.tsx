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
      {
        path: '/board',
        element: (
          <main id="main" tabIndex={-1}>
            <button type="button">Filter</button>
            <section aria-labelledby="board-title">
              <h2 id="board-title">Leaderboard</h2>
            </section>
          </main>
        ),
      },
    ],
  },
];

function start() {
  mockApi({ 'GET /hash.txt': { body: 'build' } });
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  // jsdom lays nothing out, so it has no scrolling into view.
  Element.prototype.scrollIntoView = vi.fn();
  return { scrollTo, ...renderApp('/dashboard', table) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the root layout', () => {
  it('offers a skip link to the main content as the first tab stop', async () => {
    start();
    await screen.findByRole('link', { name: 'View dashboard of Priya Raman' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
  });

  it('skips to a named part of the page, such as the leaderboard, in a few tab stops', async () => {
    const { router } = start();
    await act(() => router.navigate('/board'));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    const toBoard = screen.getByRole('link', { name: 'Skip to Leaderboard' });
    expect(toBoard).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toHaveFocus();
  });

  it('moves the focus into main when the skip link is followed', async () => {
    const { router } = start();
    await act(() => router.navigate('/board'));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

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
