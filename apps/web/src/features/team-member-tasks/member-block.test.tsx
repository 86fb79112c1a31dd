import type { TeamMemberRow, TeamTask } from '@goodhours/domain';
import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { MemberBlock } from './member-block';
import { MemberCard } from './member-card';

const volunteer = sessionUserFor('Volunteer');
const manager = sessionUserFor('Manager');
const ADA = '5b1d8f0e-3c2a-4e8b-9f61-0a7c2d4e6b10';
const LEADER = '6c2e9a1f-4d3b-4f9c-8a72-1b8d3e5f7c21';
const FAR_LEADER = '7d3fab20-5e4c-4a0d-9b83-2c9e4f6a8d32';
const HOURS_TITLE = 'Required (committed, plus missed hours for the Core Team), completed and remaining hours this week';

function task(deadlineCount: number): TeamTask {
  return {
    id: crypto.randomUUID(),
    num: '1.2',
    taskName: 'Lay the roof',
    status: 'Started',
    projectId: crypto.randomUUID(),
    hoursLogged: 2,
    estimatedHours: 10,
    dueDatetime: null,
    deadlineCount,
    reviewStatus: 'Unsubmitted',
    relatedWorkLinks: [],
    hasChanges: false,
    followUpCheck: false,
    followUpPercentageDeadline: null,
  };
}

function member(extra: Partial<TeamMemberRow>): TeamMemberRow {
  return {
    personId: ADA,
    firstName: 'Ada',
    lastName: 'Okafor',
    role: 'Volunteer',
    teamCode: 'A-1',
    weeklySummaryOption: 'Required',
    weeklyCommittedHours: 10,
    missedHours: 0,
    tangibleHours: 4,
    teams: [],
    leaders: [],
    timeOff: [],
    tasks: [task(2)],
    entries: [],
    googleDocLink: null,
    reportCount: null,
    warnings: null,
    ...extra,
  };
}

/** Shown to `viewer`, whose visible teammates are Ada and her leader (decision 023), as table rows or, on a phone, a card. */
async function show(row: TeamMemberRow, viewer = manager, layout: 'table' | 'card' = 'table') {
  mockApi({ 'GET /api/userprofile/teammates': { body: [ADA, LEADER] } }, { user: viewer });
  await startSessionAs(viewer);
  const props = {
    member: row,
    viewer,
    today: '2026-11-18',
    weekEnd: '2026-11-21',
    showTimeOff: true,
    showStatus: false,
    onDialog: () => undefined,
  };
  const element =
    layout === 'table' ? (
      <Table>
        <MemberBlock {...props} />
      </Table>
    ) : (
      <MemberCard {...props} />
    );
  renderApp('/', [{ path: '/', element }]);
  await screen.findByText('Ada Okafor');
}

const open = () => userEvent.click(screen.getByRole('button', { name: /Show All \(\d+\) Tasks/ }));

describe('a member of Team Member Tasks', () => {
  it.for(['table', 'card'] as const)('is one line until opened to the tasks, and closes again (%s)', async (layout) => {
    await show(member({ tasks: [task(0), { ...task(0), taskName: 'Plaster the wall' }] }), manager, layout);
    expect(screen.queryByRole('link', { name: /Lay the roof/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show All (2) Tasks' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: /Lay the roof/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Plaster the wall/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Truncate Tasks' }));
    expect(screen.queryByRole('link', { name: /Lay the roof/ })).not.toBeInTheDocument();
  });

  it('sums up the warnings in words, and says when there are no open tasks', async () => {
    await show(member({ tasks: [], warnings: { yellow: 2, red: 1 } }));
    expect(screen.getByText('2 warnings, 1 blue square')).toBeInTheDocument();
    expect(screen.getByText('No open tasks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show warnings' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers nothing to open and no warnings when there are no tasks and the reader may not see warnings', async () => {
    await show(member({ tasks: [] }), volunteer);
    expect(screen.getByText('No open tasks')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/warning/)).not.toBeInTheDocument();
  });

  it('draws a card on a phone with the same name, hours and links', async () => {
    await show(member({ reportCount: 2 }), manager, 'card');
    const card = screen.getByRole('article', { name: 'Ada Okafor' });
    expect(await within(card).findByRole('link', { name: 'Time log of Ada Okafor' })).toHaveAttribute('href', `/timelog/${ADA}`);
    expect(within(card).getByTitle(HOURS_TITLE)).toHaveTextContent('10 / 4.00 / 6.00');
  });

  it('links the Google Doc and the weekly summaries with their count, and shows how often a deadline moved', async () => {
    await show(member({ googleDocLink: 'https://docs.google.com/document/d/ada', reportCount: 7 }));
    await open();
    expect(screen.getByRole('link', { name: 'Google Doc of Ada Okafor' })).toHaveAttribute(
      'href',
      'https://docs.google.com/document/d/ada',
    );
    const summaries = await screen.findByRole('link', { name: 'Weekly summaries of Ada Okafor: 7' });
    expect(summaries).toHaveAttribute('href', `/timelog/${ADA}#weeklySummaries`);
    expect(summaries).toHaveTextContent('7');
    expect(screen.getByLabelText('Deadline of Lay the roof moved later 2 times')).toHaveTextContent('2');
  });

  it('shows a count of no summaries as 0', async () => {
    await show(member({ reportCount: 0 }));
    expect(await screen.findByRole('link', { name: 'Weekly summaries of Ada Okafor: 0' })).toHaveTextContent('0');
  });

  it('links a volunteer to a teammate’s profile and a teammate leader’s, not to a time log or another team’s leader', async () => {
    const leaders = [
      { id: LEADER, firstName: 'Maria', lastName: 'Delgado', role: 'Manager' },
      { id: FAR_LEADER, firstName: 'Kwame', lastName: 'Asante', role: 'Mentor' },
    ];
    await show(member({ reportCount: 3, leaders }), volunteer);
    expect(await screen.findByRole('link', { name: 'Ada Okafor' })).toHaveAttribute('href', `/userprofile/${ADA}`);
    expect(screen.getByRole('link', { name: 'MD' })).toHaveAttribute('href', `/userprofile/${LEADER}`);
    expect(screen.queryByRole('link', { name: 'KA' })).not.toBeInTheDocument();
    expect(screen.getByText('KA')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Time log of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Weekly summaries of/ })).not.toBeInTheDocument();
    expect(screen.getByTitle('Weekly summaries of Ada Okafor: 3')).toHaveTextContent('3');
  });

  it('links a manager to her team member’s time log', async () => {
    await show(member({}));
    expect(await screen.findByRole('link', { name: 'Time log of Ada Okafor' })).toHaveAttribute('href', `/timelog/${ADA}`);
  });

  it('shows neither link when the server withholds them, and no count for a deadline never moved', async () => {
    await show(member({ tasks: [task(0)] }));
    await open();
    expect(screen.queryByRole('link', { name: /Google Doc/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Weekly summaries of/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/moved later/)).not.toBeInTheDocument();
  });

  it('measures a volunteer against their committed hours, leaving missed hours on record out', async () => {
    await show(member({ missedHours: 4, tangibleHours: 10 }));
    expect(screen.getByLabelText('Committed hours reached')).toBeInTheDocument();
    expect(screen.getByTitle(HOURS_TITLE)).toHaveTextContent('10 / 10.00 / 0.00');
  });

  it('measures a Core Team member against their committed plus missed hours', async () => {
    await show(member({ role: 'Core Team', missedHours: 4, tangibleHours: 10 }));
    expect(screen.getByLabelText('Committed hours not reached')).toBeInTheDocument();
    expect(screen.getByTitle(HOURS_TITLE)).toHaveTextContent('14 / 10.00 / 4.00');
  });
});
