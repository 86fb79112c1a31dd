import { describe, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { errorOf } from '../../test/harness.js';
import { ledgerDifferences } from '../inventory/index.js';
import { itemOf, movementsOf, purchaseTest as it, statusOf } from './purchase-test-fixtures.js';
import { inBuildingPortal } from './test-fixtures.js';

/**
 * Two approvers acting on one purchase request at once (issue: 'two parallel approvals, then two
 * parallel receipts, of one request: one 200 and one 409 each time, stock raised once'). On
 * PostgreSQL (server-pg) the requests really overlap: the loser's compare-and-set waits on the
 * winner's row lock and then matches no row. On PGlite they take turns, and the answers are the same.
 */

const statuses = (results: readonly LightMyRequestResponse[]) => results.map((r) => r.statusCode).sort();
/** The one answer of the given status. */
function answer(results: readonly LightMyRequestResponse[], status: number): LightMyRequestResponse {
  const found = results.find((r) => r.statusCode === status);
  if (!found) throw new Error(`no ${String(status)} among ${statuses(results).join(', ')}`);
  return found;
}
const loser = (results: readonly LightMyRequestResponse[]) => answer(results, 409);

describe('purchase requests moved at the same time', () => {
  it('approves once and receives once when two approvers race, raising the stock once', async ({ t, village, cement, ask, move }) => {
    const second = await inBuildingPortal(t, 'Owner');
    const asked = await ask({ quantity: 12 });

    const approvals = await Promise.all([move('approve', asked.id), move('approve', asked.id, second.token)]);
    expect(statuses(approvals)).toEqual([200, 409]);
    expect(errorOf(loser(approvals)).message).toBe('This request is already approved.');
    expect(await statusOf(t, asked.id)).toBe('Approved');

    const receipts = await Promise.all([
      move.receive(asked.id, { quantity: 12, unitPrice: 8.5, currency: 'USD' }),
      move.receive(asked.id, { quantity: 12, unitPrice: 8.5, currency: 'USD' }, second.token),
    ]);
    expect(statuses(receipts)).toEqual([200, 409]);
    expect(errorOf(loser(receipts)).message).toBe('This request is already received.');
    expect(await itemOf(t, village, cement)).toMatchObject({ quantity: 12, bought: 12, costUsd: 102 });
    expect(await movementsOf(t, asked.id)).toHaveLength(1);
    expect(await ledgerDifferences(t.ctx.db)).toEqual([]);
  });

  it('lets one of an approval and a rejection win, never both', async ({ t, ask, move }) => {
    const second = await inBuildingPortal(t, 'Owner');
    const asked = await ask();
    const results = await Promise.all([move('approve', asked.id), move.reject(asked.id, 'Over budget', second.token)]);
    expect(statuses(results)).toEqual([200, 409]);
    const won = answer(results, 200).json<{ status: string }>().status;
    expect(await statusOf(t, asked.id)).toBe(won);
    expect(errorOf(loser(results)).message).toContain(won.toLowerCase());
  });

  it('lets a cancellation and an approval race without both winning', async ({ t, manager, ask, move }) => {
    const asked = await ask();
    const results = await Promise.all([move('approve', asked.id), move('cancel', asked.id, manager.token)]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(['Approved', 'Cancelled']).toContain(await statusOf(t, asked.id));
  });

  it('receives two requests of one type into a project that held none as one item holding both', async ({
    t,
    village,
    cement,
    ask,
    move,
  }) => {
    const second = await inBuildingPortal(t, 'Owner');
    const a = await ask({ quantity: 5 });
    const b = await ask({ quantity: 7 });
    await move('approve', a.id);
    await move('approve', b.id);
    const results = await Promise.all([
      move.receive(a.id, { quantity: 5, unitPrice: 1, currency: 'USD' }),
      move.receive(b.id, { quantity: 7, unitPrice: 1, currency: 'USD' }, second.token),
    ]);
    expect(statuses(results)).toEqual([200, 200]);
    expect(await itemOf(t, village, cement)).toMatchObject({ quantity: 12, bought: 12, costUsd: 12 });
    expect(await ledgerDifferences(t.ctx.db)).toEqual([]);
  });
});
