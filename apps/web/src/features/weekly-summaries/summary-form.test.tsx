import { SUMMARY_MESSAGES as M, type WeeklySummaries } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import SummariesWindow from './summaries-window';

const volunteer = sessionUserFor('Volunteer');

const summaries: WeeklySummaries = {
  userId: volunteer.userid,
  firstName: 'Olga',
  lastName: 'Ivanova',
  mediaUrl: '',
  weeklySummaryOption: 'Required',
  weeklySummariesCount: 0,
  mayEdit: true,
  slots: ['2026-11-15', '2026-11-08', '2026-11-01', '2026-10-25'].map((weekStart, slot) => ({
    slot,
    weekStart,
    dueDate: '2026-11-22T08:00:00.000Z',
    summary: '',
    uploadDate: null,
  })),
};

describe('the Weekly Summaries window', () => {
  it('opens without an error on the empty, locked media link, and names it once the person tries to save', async () => {
    const calls = mockApi(
      {
        [`GET /api/weeklySummaries/${volunteer.userid}`]: { body: summaries },
        'GET /api/dashboard/aiPrompt': { body: { aIPromptText: 'Summarise.', modifiedDatetime: '2026-11-01T10:00:00.000Z' } },
        [`GET /api/dashboard/aiPrompt/copied/${volunteer.userid}`]: { body: { message: '2026-11-10T10:00:00.000Z' } },
      },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderApp('/', [{ path: '/', element: <SummariesWindow userId={volunteer.userid} onClose={() => undefined} /> }]);
    const window = await screen.findByRole('dialog', { name: 'Weekly Summaries' });
    expect(await within(window).findByRole('textbox', { name: 'Link to your media files' })).toHaveValue('');
    expect(within(window).queryByText(M.mediaRequired)).not.toBeInTheDocument();
    expect(within(window).queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(within(window).getByRole('button', { name: 'Save' }));
    expect(await within(window).findByText(M.mediaRequired)).toBeInTheDocument();
    expect(within(window).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'PUT' || c.method === 'POST')).toEqual([]);
  });
});
