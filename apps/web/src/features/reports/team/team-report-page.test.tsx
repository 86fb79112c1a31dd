import { REPORT_MESSAGES } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { KITCHEN, kitchenReport } from '../report-details-test-data';
import { PERIOD } from '../list/reports-test-data';

const admin = sessionUserFor('Administrator');
const range = `from=${PERIOD.from}&to=${PERIOD.to}`;
const api = (from: string, to: string) => `GET /api/reports/teams/${KITCHEN}?from=${from}&to=${to}`;

const entry = (userId: string, notes: string) => ({
  id: '00000000-0000-4000-8000-000000000099',
  dateOfWork: '2026-11-24',
  personId: userId,
  firstName: 'Ben',
  lastName: 'Hartley',
  projectId: null,
  projectName: 'No project',
  category: 'Unspecified',
  taskName: '',
  hours: 2,
  isTangible: true,
  notes,
});

describe('the team report', () => {
  it('shows the team, its totals against commitment and each member’s hours against theirs, summaries and blue squares', async () => {
    mockApi({ [api(PERIOD.from, PERIOD.to)]: { body: kitchenReport() } }, { user: admin });
    await startSessionAs(admin);
    renderApp(`/teamreport/${KITCHEN}?${range}`);
    expect(await screen.findByRole('heading', { name: 'Team report: Kitchen' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Team' })).getByText('K1')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Hours from Sep-06-26 to Nov-28-26' });
    expect(within(totals).getByText('180.00')).toBeInTheDocument();
    expect(within(totals).getByText('15')).toBeInTheDocument();
    expect(within(totals).getByText(/over the period’s 84 days \(days ÷ 7 × weekly hours\)/)).toBeInTheDocument();

    const members = screen.getByRole('table', { name: /^Members/ });
    const ann = kitchenReport().members[0]!;
    expect(within(members).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', `/peoplereport/${ann.id}?${range}`);
    expect(
      within(members).getByRole('progressbar', { name: 'Ann Lee: 100.00 tangible hours, 167% of 60.00 committed' }),
    ).toBeInTheDocument();
    expect(within(members).getByText('25% of 120.00')).toBeInTheDocument();
    const benRow = within(members).getByRole('link', { name: 'Ben Hartley' }).closest('tr')!;
    const squares = screen.getByRole('table', { name: 'Blue squares in the period' });
    expect(within(squares).getByRole('row', { name: 'Ben Hartley Oct-17-26 Weekly summary not submitted' })).toBeInTheDocument();
    expect(within(benRow).getByText('Manager')).toBeInTheDocument();
    expect(within(benRow).getByText('3')).toBeInTheDocument();
    expect(within(benRow).getByText('1')).toBeInTheDocument();

    // Sorted by hours against commitment: most first, then (a second click) least first. The
    // order is in the address, so each click is a navigation: the reader sees it land, then clicks.
    const names = () =>
      within(screen.getByRole('table', { name: /^Members/ }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    const sortBy = async (order: string) => {
      await userEvent.click(within(screen.getByRole('table', { name: /^Members/ })).getByRole('button', { name: 'Against committed' }));
      const header = () => within(screen.getByRole('table', { name: /^Members/ })).getByRole('columnheader', { name: 'Against committed' });
      await waitFor(() => expect(header()).toHaveAttribute('aria-sort', order));
    };
    await sortBy('descending');
    expect(names()).toEqual(['Ann Lee', 'Ben Hartley']);
    await sortBy('ascending');
    expect(names()).toEqual(['Ben Hartley', 'Ann Lee']);
  });

  it('opens a single week’s rows of the team, and a member’s rows in the period', async () => {
    const week = { from: '2026-11-22', to: '2026-11-28' };
    const ben = kitchenReport().members[1]!;
    mockApi(
      {
        [api(week.from, week.to)]: {
          body: kitchenReport({
            period: { ...week, granularity: 'week' },
            series: [{ bucket: week.from, tangibleHours: 6, intangibleHours: 0 }],
          }),
        },
        [`GET /api/reports/entries?from=${week.from}&to=${week.to}&teamId=${KITCHEN}`]: {
          body: { rows: [entry(ben.id, 'Washed the pots')], next: null },
        },
        [`GET /api/reports/entries?from=${week.from}&to=${week.to}&userId=${ben.id}`]: {
          body: { rows: [entry(ben.id, 'Sorted the pantry')], next: null },
        },
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderApp(`/teamreport/${KITCHEN}?from=${week.from}&to=${week.to}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Show the chart’s numbers' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Entries of Nov 22' }));
    const teamRows = await screen.findByRole('dialog', { name: 'Kitchen: Nov-22-26 to Nov-28-26' });
    expect(await within(teamRows).findByText('Washed the pots')).toBeInTheDocument();
    await userEvent.click(within(teamRows).getByRole('button', { name: 'Close the entries' }));

    const members = screen.getByRole('table', { name: /^Members/ });
    await userEvent.click(within(members).getByRole('button', { name: 'Entries of Ben Hartley' }));
    const benRows = await screen.findByRole('dialog', { name: 'Ben Hartley: Nov-22-26 to Nov-28-26' });
    expect(await within(benRows).findByText('Sorted the pantry')).toBeInTheDocument();
  });

  it('says so when the team does not exist', async () => {
    mockApi({ [api(PERIOD.from, PERIOD.to)]: refusal(404, 'NOT_FOUND', REPORT_MESSAGES.teamNotFound) }, { user: admin });
    await startSessionAs(admin);
    renderApp(`/teamreport/${KITCHEN}?${range}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(REPORT_MESSAGES.teamNotFound);
    expect(screen.getByRole('link', { name: 'Choose a team in Reports' })).toHaveAttribute('href', `/reports?${range}&tab=teams`);
  });
});
