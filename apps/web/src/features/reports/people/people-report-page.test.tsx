import { REPORT_MESSAGES } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { ANN, annReport, PERIOD } from '../list/reports-test-data';

const admin = sessionUserFor('Administrator');
const range = `from=${PERIOD.from}&to=${PERIOD.to}`;

describe('the people report', () => {
  it('shows the person, the period’s hours and records, says which parts are empty, and a bar opens onto its weeks', async () => {
    const october = { from: '2026-10-04', to: '2026-10-31' };
    const calls = mockApi(
      {
        [`GET /api/reports/people/${ANN}?${range}`]: { body: annReport() },
        [`GET /api/reports/people/${ANN}?from=${october.from}&to=${october.to}`]: {
          body: annReport({
            period: { ...october, granularity: 'week' },
            totals: { tangibleHours: 4.5, intangibleHours: 1, counted: false },
            series: [{ bucket: '2026-10-04', tangibleHours: 4.5, intangibleHours: 1 }],
          }),
        },
      },
      { user: admin },
    );
    await startSessionAs(admin);
    const { router } = renderApp(`/peoplereport/${ANN}?${range}`);
    expect(await screen.findByRole('heading', { name: 'People report: Ann Lee' }, { timeout: 5000 })).toBeInTheDocument();

    const person = screen.getByRole('region', { name: 'Person' });
    expect(within(person).getByText('Cook')).toBeInTheDocument();
    expect(within(person).getByText('Requested')).toBeInTheDocument();
    expect(within(person).getByText('340.50')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Hours from Sep-06-26 to Nov-28-26' });
    expect(within(totals).getByText('13.50')).toBeInTheDocument();
    expect(within(totals).getByText(/^Counted in this period/)).toBeInTheDocument();

    expect(screen.getByText(/a month’s bar holds the weeks whose Sunday falls in that month/)).toBeInTheDocument();
    const byProject = screen.getByRole('table', { name: 'Hours by project' });
    expect(within(byProject).getByRole('link', { name: 'Community Garden' })).toHaveAttribute(
      'href',
      `/projectreport/${annReport().byProject[0]!.projectId!}?${range}`,
    );
    expect(within(byProject).getByText('No project')).toBeInTheDocument();
    const task = within(screen.getByRole('table', { name: 'Tasks' })).getByRole('link', { name: '1.2 Plant the beds' });
    expect(task).toHaveAttribute('href', `/wbs/tasks/${annReport().tasks[0]!.id}`);
    expect(screen.getByRole('progressbar', { name: 'Logged 4.00 of 10.00 hours' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Badges' })).getByText('Nov-01-26')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Blue squares' })).getByText(/^=Weekly summary not submitted/)).toBeInTheDocument();
    expect(screen.getByText('No time off requested.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Summaries in the period' })).getByText('142')).toBeInTheDocument();

    // The keyboard's way into a bar: the chart's numbers, each bar a button.
    await userEvent.click(screen.getByRole('button', { name: 'Show the chart’s numbers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oct 2026: show Oct-04-26 to Oct-31-26' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hours from Oct-04-26 to Oct-31-26' })).toBeInTheDocument());
    expect(router.state.location.search).toBe(`?from=${october.from}&to=${october.to}`);
    expect(screen.getByRole('heading', { name: 'Hours by week' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/reports/people/'))).toHaveLength(2);
  });

  it('opens the rows behind a project’s hours, newest first, with more on demand', async () => {
    const community = annReport().byProject[0]!;
    const entry = (id: number, dateOfWork: string) => ({
      id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      dateOfWork,
      personId: ANN,
      firstName: 'Ann',
      lastName: 'Lee',
      projectId: community.projectId,
      projectName: community.projectName,
      category: community.category,
      taskName: 'Plant the beds',
      hours: 1.5,
      isTangible: true,
      notes: 'Planted the north beds',
    });
    const scope = `${range}&userId=${ANN}&projectId=${community.projectId!}`;
    mockApi(
      {
        [`GET /api/reports/people/${ANN}?${range}`]: { body: annReport() },
        [`GET /api/reports/entries?${scope}`]: { body: { rows: [entry(1, '2026-11-20')], next: '2026-11-20_x' } },
        [`GET /api/reports/entries?${scope}&after=2026-11-20_x`]: { body: { rows: [entry(2, '2026-11-02')], next: null } },
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderApp(`/peoplereport/${ANN}?${range}`);
    const byProject = await screen.findByRole('table', { name: 'Hours by project' }, { timeout: 5000 });
    await userEvent.click(within(byProject).getByRole('button', { name: `Entries of ${community.projectName}` }));
    const drawer = await screen.findByRole('dialog', { name: `Ann Lee on ${community.projectName}: Sep-06-26 to Nov-28-26` });
    expect(await within(drawer).findByText('Nov-20-26')).toBeInTheDocument();
    expect(within(drawer).getByText('1 entry shown, more below')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show more entries' }));
    expect(await within(drawer).findByText('Nov-02-26')).toBeInTheDocument();
    expect(within(drawer).getByText('2 entries')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Show more entries' })).not.toBeInTheDocument();
  });

  it('says so when the person does not exist', async () => {
    mockApi({ [`GET /api/reports/people/${ANN}?${range}`]: refusal(404, 'NOT_FOUND', REPORT_MESSAGES.personNotFound) }, { user: admin });
    await startSessionAs(admin);
    renderApp(`/peoplereport/${ANN}?${range}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('That person does not exist.');
    expect(screen.getByRole('link', { name: 'Choose a person in Reports' })).toHaveAttribute('href', `/reports?${range}`);
  });

  it('says why a period typed in the address was not used, and applies typed dates once valid', async () => {
    const calls = mockApi({}, { user: admin });
    await startSessionAs(admin);
    const { router } = renderApp(`/peoplereport/${ANN}?from=2026-11-30&to=2026-11-01`);
    expect(
      await screen.findByText(
        /The period in the address was not used: The start date must be on or before the end date/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(screen.getByText('The start date must be on or before the end date.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-12-01&to=2026-12-31'));
    await waitFor(() => expect(calls.some((c) => c.path === `/api/reports/people/${ANN}?from=2026-12-01&to=2026-12-31`)).toBe(true));
  });
});
