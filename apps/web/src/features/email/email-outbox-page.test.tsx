import type { emailContracts } from '@goodhours/domain';
import { EMAIL_MESSAGES, type RouteAnswer } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const FAILED = '11111111-1111-4111-8111-111111111111';
const WAITING = '22222222-2222-4222-8222-222222222222';
type Mail = RouteAnswer<typeof emailContracts.get>;
const mail = (extra: Partial<Mail>): Mail => ({
  id: FAILED,
  to: 'ada@example.org',
  subject: 'You received a blue square',
  text: 'Hello Ada',
  bodyHidden: false,
  kind: 'blue-square',
  status: 'failed',
  attempts: 6,
  lastError: '550 Mailbox unavailable',
  createdAt: '2026-11-22T08:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-22T09:00:00.000Z',
  ...extra,
});
const failed = mail({});
const waiting = mail({
  id: WAITING,
  to: 'grace@example.org',
  subject: 'Reset your password',
  text: null,
  bodyHidden: true,
  status: 'queued',
  attempts: 0,
  lastError: null,
});
const counts = { queued: 1, sending: 0, sent: 12, failed: 1, cancelled: 0 };
const owner = sessionUserFor('Owner');

describe('the email outbox', () => {
  it('lists the emails with the count of each status, sends a failed one again and hides a secret', async () => {
    const calls = mockApi(
      {
        'GET /api/emailoutbox/counts': { body: counts },
        'GET /api/emailoutbox?limit=200': { body: [waiting, failed] },
        [`GET /api/emailoutbox/${FAILED}`]: { body: failed },
        [`POST /api/emailoutbox/${FAILED}/retry`]: { body: { ...failed, status: 'queued', attempts: 0 } },
        [`GET /api/emailoutbox/${WAITING}`]: { body: waiting },
        [`POST /api/emailoutbox/${WAITING}/cancel`]: refusal(409, 'CONFLICT', EMAIL_MESSAGES.cancelOnlyQueued),
      },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/emailoutbox');

    // The group is drawn before its counts have come: wait for the count, not for the group.
    const byStatus = await screen.findByRole('group', { name: 'Emails by status' });
    await waitFor(() => expect(byStatus).toHaveTextContent('Sent: 12'));
    const table = await screen.findByRole('table', { name: 'Emails' });
    await userEvent.click(within(table).getByRole('button', { name: 'You received a blue square' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Cancel this email' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(EMAIL_MESSAGES.retried)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/emailoutbox/${FAILED}/retry`)).toBe(true);

    await userEvent.click(within(table).getByRole('button', { name: 'Reset your password' }));
    const secret = await screen.findByRole('dialog');
    expect(await within(secret).findByText(/carries a secret/)).toBeInTheDocument();
    expect(within(secret).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    await userEvent.click(within(secret).getByRole('button', { name: 'Cancel this email' }));
    expect(await screen.findByText(EMAIL_MESSAGES.cancelOnlyQueued)).toBeInTheDocument();
  });

  it('asks for one status and one recipient', async () => {
    const calls = mockApi(
      {
        'GET /api/emailoutbox/counts': { body: counts },
        'GET /api/emailoutbox?limit=200': { body: [waiting, failed] },
        'GET /api/emailoutbox?status=failed&limit=200': { body: [failed] },
        'GET /api/emailoutbox?status=failed&to=ada&limit=200': { body: [failed] },
      },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/emailoutbox');
    await screen.findByRole('table', { name: 'Emails' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed (1)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Recipient' }), 'ada');
    await expect.poll(() => calls.some((c) => c.path === '/api/emailoutbox?status=failed&to=ada&limit=200')).toBe(true);
  });
});
