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
  it('opens without an error, its Save disabled while anything is missing and saying what, its empty media link open to fill in (issue 42, defect 10)', async () => {
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
    const media = await within(window).findByRole('textbox', { name: 'Link to your media files' });
    expect(media).toHaveValue('');
    expect(within(window).getByText('Words: 0 (at least 50). Up to 50,000 characters')).toBeVisible();
    expect(within(window).queryByRole('status')).not.toBeInTheDocument();
    const save = within(window).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/^To save: /);

    // Nothing to change yet: no lock and no warning stand before an empty link.
    expect(within(window).queryByRole('button', { name: 'Unlock media link' })).not.toBeInTheDocument();
    await userEvent.type(media, 'not a link');
    expect(media).toHaveValue('not a link');
    expect(await within(window).findByRole('status')).toHaveTextContent(M.mediaRequired);
    expect(save).toBeDisabled();
    expect(calls.filter((c) => c.method === 'PUT' || c.method === 'POST')).toEqual([]);
  });
});
