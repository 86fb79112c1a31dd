import { SUBSCRIPTION_MESSAGES as M } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { routes } from '../../routes';

async function subscribeWith(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('email subscribe page', () => {
  it('says an address that does not look like one is not valid, and sends nothing', async () => {
    const calls = mockApi({});
    await startSessionAs();
    renderApp('/email-subscribe');

    await subscribeWith('not-an-email');

    expect(await screen.findByText(M.invalidEmail)).toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([]);
  });

  it('sends the trimmed address in lower case and says the confirmation is on its way, to which address, and what next (issue 42, defect 19)', async () => {
    const calls = mockApi({ 'POST /api/email-subscriptions': { status: 202, body: { message: M.sent } } });
    await startSessionAs();
    renderApp('/email-subscribe');

    await subscribeWith(' Visitor@Example.org ');

    expect(await screen.findByRole('status')).toHaveTextContent(M.sent);
    expect(screen.getByRole('status')).toHaveTextContent(M.sentTo('visitor@example.org'));
    expect(screen.getByRole('status')).toHaveTextContent(/within 24 hours/);
    expect(calls.find((c) => c.path === '/api/email-subscriptions')?.body).toEqual({ email: 'visitor@example.org' });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('says when too many requests were made, and keeps what was typed', async () => {
    mockApi({ 'POST /api/email-subscriptions': refusal(429, 'RATE_LIMITED', M.tooManyRequests) });
    await startSessionAs();
    renderApp('/email-subscribe');

    await subscribeWith('someone@example.org');

    expect(await screen.findByText(M.tooManyRequests)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('someone@example.org');
  });

  it('confirms the link once on arrival and says so', async () => {
    const calls = mockApi({ 'POST /api/email-subscriptions/confirm': { body: { message: M.confirmed } } });
    await startSessionAs();
    renderApp('/email-subscribe?token=abc.def');

    expect(await screen.findByText(M.confirmed)).toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([expect.objectContaining({ method: 'POST', body: { token: 'abc.def' } })]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm subscription');
  });

  it('follows the link once even when StrictMode mounts the page twice', async () => {
    const calls = mockApi({ 'POST /api/email-subscriptions/confirm': { body: { message: M.confirmed } } });
    await startSessionAs();
    renderApp('/email-subscribe?token=abc.def', [
      {
        element: (
          <StrictMode>
            <Outlet />
          </StrictMode>
        ),
        children: routes,
      },
    ]);

    expect(await screen.findByText(M.confirmed)).toBeInTheDocument();
    expect(pageCalls(calls)).toHaveLength(1);
  });

  it('says a spent or expired link has expired and offers the form again', async () => {
    mockApi({ 'POST /api/email-subscriptions/confirm': refusal(409, 'CONFLICT', M.expired) });
    await startSessionAs();
    const { router } = renderApp('/email-subscribe?token=abc.def');

    expect(await screen.findByRole('alert')).toHaveTextContent(M.expired);
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new confirmation link' }));

    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
