import { SUBSCRIPTION_MESSAGES as M } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';

describe('email unsubscribe page', () => {
  it('asks first, and unsubscribes only when the button is pressed', async () => {
    const calls = mockApi({ 'POST /api/email-subscriptions/unsubscribe': { body: { message: M.removed } } });
    await startSessionAs();
    renderApp('/email-unsubscribe?token=abc.def');

    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(
      screen.getByText(
        'Stop receiving the organisation’s announcements at this address? Notices about a member’s own account still arrive.',
      ),
    ).toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([]);

    await userEvent.click(button);

    expect(await screen.findByRole('status')).toHaveTextContent(M.removed);
    expect(pageCalls(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { token: 'abc.def' } })]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('shows the refusal of a forged link', async () => {
    mockApi({ 'POST /api/email-subscriptions/unsubscribe': refusal(400, 'BAD_REQUEST', M.badLink) });
    await startSessionAs();
    renderApp('/email-unsubscribe?token=forged');

    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(M.badLink);
  });

  it('without the link of an email (an address alone) says the link is needed, and sends nothing', async () => {
    const calls = mockApi({});
    await startSessionAs();
    renderApp('/email-unsubscribe?email=someone%40example.org');

    expect(await screen.findByRole('alert')).toHaveTextContent(M.badLink);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe');
    expect(pageCalls(calls)).toEqual([]);
  });
});
