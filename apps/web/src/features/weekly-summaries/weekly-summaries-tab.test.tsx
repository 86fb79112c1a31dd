import type { WeeklySummaries } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { WeeklySummariesTab } from './weekly-summaries-tab';

const admin = sessionUserFor('Administrator');
const OWNER_ID = '7d0f4c36-1b7e-4f0a-9c55-2f7a3f4b9e01';

function summaries(mayEdit: boolean): WeeklySummaries {
  return {
    userId: OWNER_ID,
    firstName: 'Olivia',
    lastName: 'Owner',
    mediaUrl: '',
    weeklySummaryOption: 'Required',
    weeklySummariesCount: 1,
    mayEdit,
    slots: ['2026-11-15', '2026-11-08', '2026-11-01', '2026-10-25'].map((weekStart, slot) => ({
      slot,
      weekStart,
      dueDate: '2026-11-22T08:00:00.000Z',
      summary: slot === 0 ? '<p>Planned the spring planting.</p>' : '',
      uploadDate: null,
    })),
  };
}

async function show(mayEdit: boolean) {
  mockApi({ [`GET /api/weeklySummaries/${OWNER_ID}`]: { body: summaries(mayEdit) } }, { user: admin });
  await startSessionAs(admin);
  renderApp('/', [{ path: '/', element: <WeeklySummariesTab userId={OWNER_ID} /> }]);
  expect(await screen.findByText('Planned the spring planting.')).toBeInTheDocument();
}

describe('the Weekly Summaries tab', () => {
  it('offers Edit on each of the three weeks when the server allows it', async () => {
    await show(true);
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(3);
  });

  it("offers no Edit where the server would refuse it, as on an Owner's summaries for an Administrator", async () => {
    await show(false);
    expect(screen.getAllByText('Olivia Owner did not submit a summary for this week.')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
