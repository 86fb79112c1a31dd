import { JOB_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const owner = sessionUserFor('Owner');
const JOB = '22222222-2222-4222-8222-222222222222';
const ENTRY = '55555555-5555-4555-8555-555555555555';
const slow = { timeout: 8000 };
const lists = {
  jobs: [
    {
      id: JOB,
      title: 'Garden coordinator',
      category: 'Gardening',
      datePosted: '2026-11-18T18:00:00.000Z',
      isPublished: true,
      ccList: [{ id: ENTRY, email: 'lead@example.org' }],
    },
  ],
  categories: [{ category: 'Gardening', ccList: [] }],
};

describe('the job notification dashboard', { timeout: 30_000 }, () => {
  it('adds an address to a job’s list (asking for one first, showing a duplicate under it) and removes one', async () => {
    let added = 0;
    const calls = mockApi(
      {
        'GET /api/job-notification-list': { body: lists },
        'POST /api/job-notification-list/job': () =>
          added++ === 0
            ? refusal(409, 'CONFLICT', M.alreadyOnJobList, { fields: { email: M.alreadyOnJobList } })
            : { status: 201, body: { id: '66666666-6666-4666-8666-666666666666', email: 'hire@example.org' } },
        [`DELETE /api/job-notification-list/${ENTRY}`]: refusal(500, 'INTERNAL', 'Unexpected error'),
      },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/job-notification-dashboard');
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Garden coordinator' }, slow);
    expect(within(section).getByText('lead@example.org')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(await screen.findByText(M.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(M.jobRequired)).toBeInTheDocument();
    expect(pageCalls(calls).some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: /^Job/ }));
    await user.click(await screen.findByRole('option', { name: 'Garden coordinator (Gardening)' }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'Lead@Example.org');
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(await screen.findByText(M.alreadyOnJobList)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('Lead@Example.org');
    expect(pageCalls(calls).find((c) => c.method === 'POST')?.body).toEqual({ email: 'lead@example.org', jobId: JOB });

    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'hire@example.org');
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(await screen.findByText(M.emailAdded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(''));

    await user.click(within(section).getByRole('button', { name: 'Remove lead@example.org from Garden coordinator' }));
    expect(await screen.findByText(M.removeFailed)).toBeInTheDocument();
  });

  it('says ‘Failed to fetch jobs’ when the lists cannot be read', async () => {
    mockApi({ 'GET /api/job-notification-list': refusal(500, 'INTERNAL', 'Unexpected error') }, { user: owner });
    await startSessionAs(owner);
    renderApp('/job-notification-dashboard');
    expect(await screen.findByText(M.fetchFailed, {}, slow)).toBeInTheDocument();
  });
});
