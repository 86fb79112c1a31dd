import type { TeamMemberRow, TeamTask } from '@goodhours/domain';
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { MemberBlock } from './member-block';

const volunteer = sessionUserFor('Volunteer');
const ADA = '5b1d8f0e-3c2a-4e8b-9f61-0a7c2d4e6b10';

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
    tangibleHours: 4,
    teams: [],
    leaders: [],
    timeOff: [],
    tasks: [task(2)],
    entries: [],
    googleDocLink: null,
    reportCount: null,
    ...extra,
  };
}

async function show(row: TeamMemberRow) {
  mockApi({}, { user: volunteer });
  await startSessionAs(volunteer);
  const element = (
    <Table>
      <MemberBlock
        member={row}
        viewer={volunteer}
        today="2026-11-18"
        weekEnd="2026-11-21"
        showTimeOff
        showStatus={false}
        onDialog={() => undefined}
      />
    </Table>
  );
  renderApp('/', [{ path: '/', element }]);
  await screen.findByText('Ada Okafor');
}

describe('a member of Team Member Tasks', () => {
  it('links the Google Doc and the weekly summaries with their count, and shows how often a deadline moved', async () => {
    await show(member({ googleDocLink: 'https://docs.google.com/document/d/ada', reportCount: 7 }));
    expect(screen.getByRole('link', { name: 'Google Doc of Ada Okafor' })).toHaveAttribute(
      'href',
      'https://docs.google.com/document/d/ada',
    );
    const summaries = screen.getByRole('link', { name: 'Weekly summaries of Ada Okafor: 7' });
    expect(summaries).toHaveAttribute('href', `/timelog/${ADA}#weeklySummaries`);
    expect(summaries).toHaveTextContent('7');
    expect(screen.getByLabelText('Deadline of Lay the roof moved later 2 times')).toHaveTextContent('2');
  });

  it('shows a count of no summaries as 0', async () => {
    await show(member({ reportCount: 0 }));
    expect(screen.getByRole('link', { name: 'Weekly summaries of Ada Okafor: 0' })).toHaveTextContent('0');
  });

  it('shows neither link when the server withholds them, and no count for a deadline never moved', async () => {
    await show(member({ tasks: [task(0)] }));
    expect(screen.queryByRole('link', { name: /Google Doc/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Weekly summaries of/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/moved later/)).not.toBeInTheDocument();
  });
});
