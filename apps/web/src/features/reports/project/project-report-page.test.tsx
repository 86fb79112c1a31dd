import { REPORT_MESSAGES } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { GARDEN, gardenReport } from '../report-details-test-data';
import { PERIOD } from '../list/reports-test-data';

const admin = sessionUserFor('Administrator');
const range = `from=${PERIOD.from}&to=${PERIOD.to}`;
const path = `/projectreport/${GARDEN}?${range}`;
const api = `GET /api/reports/projects/${GARDEN}?${range}`;

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('the project report', () => {
  it('shows the project, its active people in words, its top contributors first, its WBS and tasks', async () => {
    mockApi({ [api]: { body: gardenReport() } }, { user: admin });
    await startSessionAs(admin);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Project report: Community Garden' }, { timeout: 5000 })).toBeInTheDocument();

    const project = screen.getByRole('region', { name: 'Project' });
    expect(within(project).getByText('Food')).toBeInTheDocument();
    expect(within(project).getByText('420.50')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Hours from Sep-06-26 to Nov-28-26' });
    expect(within(totals).getByText('32.50')).toBeInTheDocument();
    expect(
      within(totals).getByText(/^1 person was active on this project in the period: .* 10 or more tangible hours/),
    ).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'People, top contributors first' })).toBeInTheDocument();
    const people = screen.getByRole('table', { name: /^People/ });
    expect(rowNames(people)).toEqual(['Ben Hartley', 'Ann Lee', 'Chloé Martin']);
    expect(within(people).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      `/peoplereport/${gardenReport().people[1]!.id}?${range}`,
    );
    expect(within(people).getByText('Not a member')).toBeInTheDocument();
    expect(within(people).getAllByText('Not counted')).toHaveLength(2);

    // Sorted by name, the heading no longer speaks of top contributors; the order is in the address.
    await userEvent.click(within(people).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'People' })).toBeInTheDocument());
    expect(rowNames(screen.getByRole('table', { name: /^People/ }))).toEqual(['Ann Lee', 'Ben Hartley', 'Chloé Martin']);
    expect(router.state.location.search).toBe(`?${range}&sort=name&dir=asc`);

    const wbs = screen.getByRole('table', { name: 'WBS' });
    const wbsId = gardenReport().wbs[0]!.id;
    expect(within(wbs).getByRole('link', { name: 'Raised Beds' })).toHaveAttribute('href', `/wbs/tasks/${wbsId}/${GARDEN}/Raised%20Beds`);
    expect(within(wbs).getByRole('progressbar', { name: 'Logged 22.00 of 40.00 hours' })).toBeInTheDocument();
    const tasks = screen.getByRole('table', { name: 'Top-level tasks' });
    expect(within(tasks).getByRole('link', { name: '1 Build the beds' })).toHaveAttribute(
      'href',
      `/wbs/tasks/${gardenReport().tasks[0]!.id}`,
    );
    expect(within(tasks).getByText('33.00 of 30.00 hours')).toBeInTheDocument();
  });

  it('opens a person’s rows on the project', async () => {
    const ann = gardenReport().people[1]!;
    const scope = `${range}&projectId=${GARDEN}&userId=${ann.id}`;
    const entry = {
      id: '00000000-0000-4000-8000-000000000099',
      dateOfWork: '2026-11-20',
      personId: ann.id,
      firstName: 'Ann',
      lastName: 'Lee',
      projectId: GARDEN,
      projectName: 'Community Garden',
      category: 'Food',
      taskName: 'Build the beds',
      hours: 2.5,
      isTangible: true,
      notes: 'Filled the beds',
    };
    mockApi(
      { [api]: { body: gardenReport() }, [`GET /api/reports/entries?${scope}`]: { body: { rows: [entry], next: null } } },
      { user: admin },
    );
    await startSessionAs(admin);
    renderApp(path);
    const people = await screen.findByRole('table', { name: /^People/ }, { timeout: 5000 });
    await userEvent.click(within(people).getByRole('button', { name: 'Entries of Ann Lee' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ann Lee on Community Garden: Sep-06-26 to Nov-28-26' });
    expect(await within(drawer).findByText('Filled the beds')).toBeInTheDocument();
    expect(within(drawer).getByText('1 entry')).toBeInTheDocument();
  });

  it('says which parts are empty', async () => {
    mockApi(
      {
        [api]: {
          body: gardenReport({ people: [], wbs: [], tasks: [], totals: { tangibleHours: 0, intangibleHours: 0, activePeople: 0 } }),
        },
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderApp(path);
    expect(
      await screen.findByText('Nobody is a member of this project or logged time on it in this period.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^0 people were active on this project/)).toBeInTheDocument();
    expect(screen.getByText('This project has no WBS yet.')).toBeInTheDocument();
    expect(screen.getByText('This project has no task yet.')).toBeInTheDocument();
  });

  it('says so when the project does not exist', async () => {
    mockApi({ [api]: refusal(404, 'NOT_FOUND', REPORT_MESSAGES.projectNotFound) }, { user: admin });
    await startSessionAs(admin);
    renderApp(path);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(REPORT_MESSAGES.projectNotFound);
    expect(screen.getByRole('link', { name: 'Choose a project in Reports' })).toHaveAttribute('href', `/reports?${range}&tab=projects`);
  });
});
