import { VISIT_FIGURES_MESSAGES as M, type VisitFigures } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { VisitFiguresPage } from './visit-figures-page';

const owner = sessionUserFor('Owner');
const page = [{ path: '/visitfigures', Component: VisitFiguresPage }];

const figures: VisitFigures = {
  sampleRate: 0.1,
  windows: [
    {
      days: 7,
      pages: [
        { page: '/dashboard/:userId', LCP: { p75: 2310, samples: 12 }, INP: { p75: 640, samples: 5 }, CLS: { p75: 0.02, samples: 12 } },
      ],
    },
    {
      days: 28,
      pages: [
        { page: '/dashboard/:userId', LCP: { p75: 4200, samples: 40 }, INP: { p75: 180, samples: 1 }, CLS: { p75: 0.18, samples: 40 } },
        { page: '/login', LCP: { p75: 1500, samples: 9 }, INP: null, CLS: null },
      ],
    },
  ],
};

describe('the visit figures page', () => {
  it('shows each page’s 75th percentiles over both windows, each rated in words', async () => {
    mockApi({ 'GET /api/visit-figures': { body: figures } }, { user: owner });
    await startSessionAs(owner);
    renderApp('/visitfigures', page);

    const week = await screen.findByRole('table', { name: 'Last 7 days' });
    expect(screen.getByRole('heading', { name: 'Visit figures' })).toBeInTheDocument();
    expect(screen.getByText(/10% of visits are measured/)).toBeInTheDocument();
    expect(screen.getByText(/Good up to 2\.5 s, needs improvement up to 4 s, poor above/)).toBeInTheDocument();
    const weekRow = within(week).getByRole('row', { name: /\/dashboard\/:userId/ });
    expect(weekRow).toHaveTextContent('2.31 sGood12 visits');
    expect(weekRow).toHaveTextContent('640 msPoor5 visits');
    expect(weekRow).toHaveTextContent('0.02Good12 visits');

    const month = screen.getByRole('table', { name: 'Last 28 days' });
    expect(within(month).getByRole('row', { name: /\/dashboard\/:userId/ })).toHaveTextContent('4.2 sPoor40 visits');
    expect(within(month).getByRole('row', { name: /\/dashboard\/:userId/ })).toHaveTextContent('180 msGood1 visit');
    expect(within(month).getByRole('row', { name: /\/dashboard\/:userId/ })).toHaveTextContent('0.18Needs improvement40 visits');
    expect(within(month).getByRole('row', { name: /\/login/ })).toHaveTextContent('1.5 sGood9 visitsNot measuredNot measured');
  });

  it('asks for one device class when chosen', async () => {
    const calls = mockApi(
      { 'GET /api/visit-figures': { body: figures }, 'GET /api/visit-figures?device=phone': { body: { ...figures, windows: [] } } },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/visitfigures', page);

    await screen.findByRole('table', { name: 'Last 7 days' });
    await userEvent.click(screen.getByRole('radio', { name: 'Phones' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/visit-figures?device=phone')).toBe(true));
  });

  it('says when nothing has been measured yet, and that measuring is off', async () => {
    mockApi(
      {
        'GET /api/visit-figures': {
          body: {
            sampleRate: 0,
            windows: [
              { days: 7, pages: [] },
              { days: 28, pages: [] },
            ],
          },
        },
      },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/visitfigures', page);

    expect(await screen.findByText(M.noFigures)).toBeInTheDocument();
    expect(screen.getByText(M.measuringOff)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('a window with many pages', () => {
  const figure = (p75: number) => ({ p75, samples: 3 });
  const many: VisitFigures = {
    sampleRate: 0.1,
    windows: [
      {
        days: 7,
        pages: [
          ...Array.from({ length: 12 }, (_, i) => ({ page: `/good${String(i)}`, LCP: figure(1000 + i), INP: null, CLS: null })),
          { page: '/slow', LCP: figure(5200), INP: null, CLS: null },
          { page: '/shifting', LCP: figure(900), INP: null, CLS: figure(0.3) },
        ],
      },
      { days: 28, pages: [] },
    ],
  };

  it('lists the worst pages first, ten of them, and Show more adds the rest', async () => {
    mockApi({ 'GET /api/visit-figures': { body: many } }, { user: owner });
    await startSessionAs(owner);
    renderApp('/visitfigures', page);
    const week = await screen.findByRole('table', { name: 'Last 7 days' });
    const pages = () =>
      within(week)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    // Both poor; the slower largest paint first. Then the good ones, slowest first.
    expect(pages()).toEqual(['/slow', '/shifting', '/good11', '/good10', '/good9', '/good8', '/good7', '/good6', '/good5', '/good4']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (4 not shown)' }));
    expect(pages()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });
});
