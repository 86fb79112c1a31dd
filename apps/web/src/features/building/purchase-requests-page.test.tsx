import { PURCHASE_MESSAGES as M, type PurchaseRequest, type SessionUser } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { admin, manager, purchase } from './purchase-fixtures';

const ID = purchase().id;
const LIST = 'GET /api/bm/purchases?limit=50';
const page = (...requests: PurchaseRequest[]) => ({ body: { requests, next: null } });
const CARD = '12 bags of Cement for Earthbag Village';

async function openList(user: SessionUser, routes: Parameters<typeof mockApi>[0]) {
  const calls = mockApi(routes, { user });
  await startSessionAs(user);
  renderApp('/bmdashboard/purchases');
  return { calls, card: await screen.findByRole('listitem', { name: CARD }, { timeout: 5000 }) };
}

const posts = (calls: readonly ApiCall[], action: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === `/api/bm/purchases/${ID}/${action}`);
const lists = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/bm/purchases'));

describe('the purchase requests page', () => {
  it('shows each request with its project, priority, requester and state, and lets an approver approve it', async () => {
    let approved = false;
    const { calls, card } = await openList(admin, {
      [LIST]: () =>
        page(
          approved ? purchase({ status: 'Approved', decidedBy: { id: admin.userid, firstName: 'Ada', lastName: 'Admin' } }) : purchase(),
        ),
      [`POST /api/bm/purchases/${ID}/approve`]: () => {
        approved = true;
        return { body: purchase({ status: 'Approved' }) };
      },
    });
    expect(within(card).getByText('Earthbag Village · Materials · High priority')).toBeInTheDocument();
    expect(within(card).getByText(/Requested by Maria Lopez/)).toBeInTheDocument();
    expect(within(card).getByText('Brand or model: Holcim')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    // Not the admin's own request: nothing to cancel.
    expect(within(card).queryByRole('button', { name: 'Cancel request' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(M.approved)).toBeInTheDocument();
    expect(posts(calls, 'approve')).toHaveLength(1);
    const updated = await screen.findByRole('listitem', { name: CARD });
    expect(await within(updated).findByText(/Approved by Ada Admin/)).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Receive' })).toBeInTheDocument();
    expect(within(updated).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the server’s message when someone else moved the request first, and the request as it now is', async () => {
    const message = 'This request is already approved.';
    let reads = 0;
    const { calls, card } = await openList(admin, {
      [LIST]: () => page(++reads === 1 ? purchase() : purchase({ status: 'Approved' })),
      [`POST /api/bm/purchases/${ID}/approve`]: refusal(409, 'CONFLICT', message),
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(1));
    const now = await screen.findByRole('listitem', { name: CARD });
    expect(await within(now).findByText('Approved')).toBeInTheDocument();
  });

  it('rejects only with a reason, typed in a window', async () => {
    const { calls, card } = await openList(admin, {
      [LIST]: page(purchase()),
      [`POST /api/bm/purchases/${ID}/reject`]: { body: purchase({ status: 'Rejected', rejectReason: 'Over budget' }) },
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(M.reasonRequired)).toBeInTheDocument();
    expect(posts(calls, 'reject')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Over budget');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(M.rejected)).toBeInTheDocument();
    expect(posts(calls, 'reject')[0]?.body).toEqual({ reason: 'Over budget' });
  });

  it('receives the quantity, unit price and currency, saying a currency other than USD is kept on the request only', async () => {
    const { calls, card } = await openList(admin, {
      [LIST]: page(purchase({ status: 'Approved' })),
      [`POST /api/bm/purchases/${ID}/receive`]: { body: purchase({ status: 'Received' }) },
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Quantity received \(bags\)/)).toHaveValue('12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText(M.unitPriceInvalid)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Unit price/), '8.5');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Currency/), 'EUR');
    expect(within(dialog).getByText(M.notUsd)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText(M.received)).toBeInTheDocument();
    expect(posts(calls, 'receive')[0]?.body).toEqual({ quantity: 12, unitPrice: 8.5, currency: 'EUR' });
  });

  it('lets a requester cancel their own pending request, and approve nothing', async () => {
    const { calls, card } = await openList(manager, {
      [LIST]: page(purchase()),
      [`POST /api/bm/purchases/${ID}/cancel`]: { body: purchase({ status: 'Cancelled' }) },
    });
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Reject' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText(M.cancelled)).toBeInTheDocument();
    expect(posts(calls, 'cancel')).toHaveLength(1);
  });

  it('filters by status and category, and says when nothing matches', async () => {
    const { calls } = await openList(admin, {
      [LIST]: page(purchase()),
      'GET /api/bm/purchases?status=Received&limit=50': page(),
      'GET /api/bm/purchases?status=Received&category=Tools&limit=50': page(),
    });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Received');
    expect(await screen.findByText(M.noMatches)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Tools');
    await waitFor(() => expect(lists(calls).map((c) => c.path)).toContain('/api/bm/purchases?status=Received&category=Tools&limit=50'));
  });
});
