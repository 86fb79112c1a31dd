import { pacificDate } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { presetPeriod } from '../report-period';
import { PEOPLE, PERIOD, personRow, PROJECTS } from './reports-test-data';

const admin = sessionUserFor('Administrator');
const range = `from=${PERIOD.from}&to=${PERIOD.to}`;
const answer = (rows: unknown[], period = PERIOD) => ({ body: { period: { ...period, granularity: 'month' }, rows } });
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the people list of /reports', () => {
  it('lists everyone with their hours, and keeps a search, a filter and a sort in the address', async () => {
    mockApi({ [`GET /api/reports/people?${range}`]: answer(PEOPLE) }, { user: admin });
    await startSessionAs(admin);
    const { router } = renderApp(`/reports?${range}`);
    const table = await screen.findByRole('table', { name: /^People/ }, { timeout: 5000 });
    expect(rowNames(table)).toEqual(['Ann Lee', 'Ben Hartley', 'Chloé Martin']);
    expect(within(table).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', `/peoplereport/${PEOPLE[0]!.id}?${range}`);
    const ann = within(table).getByRole('link', { name: 'Ann Lee' }).closest('tr')!;
    expect(within(ann).getByText('12.50')).toBeInTheDocument();
    expect(within(ann).getByText('13.50')).toBeInTheDocument();
    expect(within(ann).getByText('Counted')).toBeInTheDocument();
    expect(screen.getByText(/Showing 3 of 3 people: 46.50 tangible, 3.25 intangible, 49.75 hours in all/)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'kitch');
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: /^People/ }))).toEqual(['Ann Lee', 'Ben Hartley']));
    expect(router.state.location.search).toContain('q=kitch');

    await userEvent.click(screen.getByRole('radio', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tangible' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Tangible' })).toHaveAttribute('aria-sort', 'descending'));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    expect(rowNames(screen.getByRole('table', { name: /^People/ }))).toEqual(['Ann Lee', 'Ben Hartley']);
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(`${range}&q=kitch&status=active&sort=tangible&dir=desc`);
  });

  it('exports the rows on screen as CSV, headed by the report and its period', async () => {
    const files: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (b: Blob) => (files.push(b), 'blob:x') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    mockApi({ [`GET /api/reports/people?${range}`]: answer(PEOPLE) }, { user: admin });
    await startSessionAs(admin);
    renderApp(`/reports?${range}&status=inactive`);
    await screen.findByRole('link', { name: 'Chloé Martin' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(files).toHaveLength(1);
    const lines = (await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Reports: people, Sep-06-26 to Nov-28-26"');
    expect(lines[1]).toMatch(/^Name,Email,Role,Teams,Team code,Active,/);
    expect(lines.slice(2, -1)).toEqual(['Chloé Martin,chloe@example.org,Volunteer,,K1,No,10,Jan-04-26,,30,0,30,No']);
  });
});

describe('a large organisation', () => {
  it('draws the first 50 of 2,000 people, and Show more adds the next 50', async () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      personRow({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, firstName: `Person${String(i).padStart(4, '0')}` }),
    );
    mockApi({ [`GET /api/reports/people?${range}`]: answer(many) }, { user: admin });
    await startSessionAs(admin);
    renderApp(`/reports?${range}`);
    const table = await screen.findByRole('table', { name: /^People/ }, { timeout: 5000 });
    // (Counted without role queries: those walk the whole table, slowly in jsdom.)
    const drawn = () => table.querySelectorAll('tbody tr').length;
    expect(drawn()).toBe(50);
    expect(screen.getByText(/Showing 2,000 of 2,000 people/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Show more (1,950 not shown)'));
    expect(drawn()).toBe(100);
    expect(within(table).getByText('Person0099 Lee')).toBeInTheDocument();
    expect(screen.getByText('Show more (1,900 not shown)')).toBeInTheDocument();
  });
});

describe('the other lists of /reports', () => {
  it('opens the tab named in the address, and a named period asks for its days', async () => {
    const lastWeek = presetPeriod('lastWeek', pacificDate(new Date()));
    const calls = mockApi(
      {
        [`GET /api/reports/projects?${range}`]: answer(PROJECTS),
        [`GET /api/reports/projects?from=${lastWeek.from}&to=${lastWeek.to}`]: answer(PROJECTS.slice(0, 1), lastWeek),
      },
      { user: admin },
    );
    await startSessionAs(admin);
    const { router } = renderApp(`/reports?tab=projects&${range}`);
    const table = await screen.findByRole('table', { name: /^Projects/ }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(within(table).getByRole('link', { name: 'Website' })).toHaveAttribute('href', `/projectreport/${PROJECTS[1]!.id}?${range}`);
    expect(within(table).getAllByText('Not counted')).toHaveLength(2);

    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last week' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe(`?tab=projects&from=${lastWeek.from}&to=${lastWeek.to}`);
    expect(calls.some((c) => c.path === `/api/reports/projects?from=${lastWeek.from}&to=${lastWeek.to}`)).toBe(true);

    await userEvent.click(screen.getByRole('tab', { name: 'People' }));
    expect(router.state.location.search).toBe(`?from=${lastWeek.from}&to=${lastWeek.to}`);
  });
});
