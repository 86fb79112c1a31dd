import type { Leaderboard, LeaderboardRow } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { LeaderboardPanel } from './leaderboard-panel';

const reader = sessionUserFor('Volunteer');

function row(i: number, firstName: string, lastName = 'Tester', personId = `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`) {
  const hours = 100 - i;
  return {
    personId,
    firstName,
    lastName,
    role: 'Volunteer',
    tangibleHours: hours,
    intangibleHours: 0,
    totalHours: hours,
    weeklyCommittedHours: 10,
    missedHours: 0,
    endDate: null,
    isVisible: true,
    hasSummary: false,
    timeOffFrom: null,
    timeOffTill: null,
  } satisfies LeaderboardRow;
}

/** 45 people, most hours first: the reader 36th, and Chloé Martin 40th. */
function board(): Leaderboard {
  const rows = Array.from({ length: 45 }, (_, i) => row(i, `Person${String(i).padStart(2, '0')}`));
  rows[35] = row(35, 'Sofia', 'Rossi', reader.userid);
  rows[39] = row(39, 'Chloé', 'Martin');
  const totals = { memberCount: 45, tangibleHours: 100, intangibleHours: 0, totalHours: 100, weeklyCommittedHours: 450 };
  return { weekStart: '2026-11-15', weekEnd: '2026-11-21', rows, totals, invisibleToTeams: false };
}

/** The people's rows the board draws, by name (the totals row left out). */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((r) => r.closest('tbody') && r.getAttribute('aria-label') !== 'Organisation totals')
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent);

async function show() {
  mockApi(
    {
      [`GET /api/dashboard/leaderboard/${reader.userid}`]: { body: board() },
      'GET /api/mouseoverText': { body: { mouseoverText: 'Hours this week' } },
      'GET /api/userprofile/teammates': { body: [] },
    },
    { user: reader },
  );
  await startSessionAs(reader);
  renderApp('/', [{ path: '/', element: <LeaderboardPanel personId={reader.userid} /> }]);
  return screen.findByRole('table', { name: 'Leaderboard' });
}

describe('the leaderboard drawn a page at a time', () => {
  it('draws the first 20 people and the reader’s own row far below them, marked; Show more adds the next 20', async () => {
    const table = await show();
    const first = names(table);
    expect(first).toHaveLength(21);
    expect(first.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => `Person${String(i).padStart(2, '0')} Tester`));
    expect(first[20]).toBe('Sofia RossiYou');
    const own = within(table).getByText('Sofia Rossi').closest('tr');
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(within(table).getByRole('row', { name: 'Organisation totals' })).toHaveTextContent('Totals (45 members)');

    await userEvent.click(screen.getByRole('button', { name: 'Show more (24 not shown)' }));
    const more = names(table);
    expect(more).toHaveLength(40);
    expect(more.filter((n) => n?.startsWith('Sofia Rossi'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (5 not shown)' }));
    expect(names(table)).toHaveLength(45);
    expect(screen.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
  });

  it('finds a person beyond the first page by name, without regard to case or accents', async () => {
    const table = await show();
    expect(within(table).queryByText('Chloé Martin')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'CHLOE mar');
    // The search is applied a second after the last keystroke (document 2 §9).
    expect(await within(table).findByText('Chloé Martin', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(names(table)).toEqual(['Chloé Martin']);
    expect(screen.queryByRole('button', { name: /^Show more/ })).not.toBeInTheDocument();
  });
});
