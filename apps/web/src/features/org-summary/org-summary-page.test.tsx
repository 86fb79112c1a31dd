import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { ANNIVERSARY_ID, orgSummary, PERIOD } from './org-summary-test-data';

const admin = sessionUserFor('Administrator');
const range = `from=${PERIOD.from}&to=${PERIOD.to}`;
const summaryPath = (compare: string) => `GET /api/reports/orgsummary?${range}&compare=${compare}`;

describe('the total org summary', () => {
  it('shows each figure beside the compared period with its change in words, compares with a year earlier, and opens a category’s entries', async () => {
    const entry = {
      id: '00000000-0000-4000-8000-000000000099',
      dateOfWork: '2026-11-20',
      personId: ANNIVERSARY_ID,
      firstName: 'Ann',
      lastName: 'Lee',
      projectId: null,
      projectName: 'Community Garden',
      category: 'Food',
      taskName: 'Plant the beds',
      hours: 1.5,
      isTangible: true,
      notes: 'Planted the north beds',
    };
    const calls = mockApi(
      {
        [summaryPath('period')]: { body: orgSummary() },
        [summaryPath('year')]: { body: orgSummary({ compare: 'year', anniversaries: [] }) },
        [`GET /api/reports/entries?${range}&category=Food`]: { body: { rows: [entry], next: null } },
      },
      { user: admin },
    );
    await startSessionAs(admin);
    const { router } = renderApp(`/totalorgsummary?${range}`);
    expect(await screen.findByRole('heading', { name: 'Total Org Summary', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Compared with Oct-04-26 to Oct-31-26, the 4 weeks before.')).toBeInTheDocument();

    const active = await screen.findByRole('region', { name: 'Active volunteers' });
    expect(within(active).getByText('42')).toBeInTheDocument();
    expect(within(active).getByText('+12 (+40%) up')).toBeInTheDocument();
    expect(within(active).getByText('Compared period: 30')).toBeInTheDocument();
    expect(within(active).getByText(/10-hour rule/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Tasks completed' })).getByText('−3 (−15%) down')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Teams with hours' })).getByText('Compared period: 8 of 11')).toBeInTheDocument();
    const anniversaries = screen.getByRole('table', { name: 'Anniversaries' });
    expect(within(anniversaries).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      `/peoplereport/${ANNIVERSARY_ID}?${range}`,
    );
    expect(within(screen.getByRole('table', { name: 'Hours by role' })).getByText('Manager')).toBeInTheDocument();
    const countries = screen.getByRole('table', { name: 'Active volunteers by country' });
    expect(within(within(countries).getByText('Kenya').closest('tr')!).getByText('+8 (+66.7%) up')).toBeInTheDocument();

    const categories = screen.getByRole('table', { name: 'Hours by category' });
    expect(within(categories).getByText('Outreach')).toBeInTheDocument();
    await userEvent.click(within(categories).getByRole('button', { name: 'Entries of Food' }));
    const drawer = await screen.findByRole('dialog', { name: 'Food: Nov-01-26 to Nov-28-26' });
    expect(await within(drawer).findByText('Planted the north beds')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the entries' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Compare with' }));
    await userEvent.click(await screen.findByRole('option', { name: 'The same days a year earlier' }));
    expect(await screen.findByText('No one’s start-date anniversary falls in this period.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?${range}&compare=year`);
    expect(screen.getByText('Compared with Nov-01-25 to Nov-28-25, the same days a year earlier.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/reports/orgsummary'))).toHaveLength(2);
  });

  it('says once why the summary could not be loaded', async () => {
    mockApi({ [summaryPath('period')]: refusal(400, 'VALIDATION', 'The period is not valid.') }, { user: admin });
    await startSessionAs(admin);
    renderApp(`/totalorgsummary?${range}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The period is not valid.');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
