import { describe, expect } from 'vitest';
import { purchaseContracts as contracts, type PurchasePageAnswer, type PurchaseRequest } from '@goodhours/domain';
import { api } from '../../test/api.js';
import { makeProject, makeType } from '../../test/stock-fixtures.js';
import { purchaseTest as it } from './purchase-test-fixtures.js';

/** The list of the building portal's purchase requests (`GET /api/bm/purchases`). */

describe('GET /api/bm/purchases', () => {
  it('lists newest first a page at a time, filtered by status, category, project and type', async ({ t, admin, village, ask, move }) => {
    const drill = await makeType(t, 'Drill', 'Tools');
    const microgrid = await makeProject(t, 'Solar Microgrid');
    const a = await ask();
    t.clock.advance(1000);
    const b = await ask({ typeId: drill, quantity: 2 });
    t.clock.advance(1000);
    const c = await ask({ projectId: microgrid });
    await move('approve', b.id);

    const list = (query: Record<string, string | number> = {}) =>
      api(t, admin.token)
        .raw(contracts.list, { query })
        .then((r) => {
          expect(r.statusCode, r.body).toBe(200);
          return r.json<PurchasePageAnswer>();
        });
    const ids = (page: PurchasePageAnswer) => page.requests.map((r) => r.id);

    const first = await list({ limit: 2 });
    expect(ids(first)).toEqual([c.id, b.id]);
    expect(first.next).toBe(b.id);
    const second = await list({ limit: 2, before: first.next ?? '' });
    expect(ids(second)).toEqual([a.id]);
    expect(second.next).toBeNull();

    expect(ids(await list({ status: 'Approved' }))).toEqual([b.id]);
    expect(ids(await list({ category: 'Tools' }))).toEqual([b.id]);
    expect(ids(await list({ category: 'All', status: '' }))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list({ projectId: village }))).toEqual([b.id, a.id]);
    expect(ids(await list({ projectId: village, typeId: drill }))).toEqual([b.id]);
    const [approved] = (await list({ status: 'Approved' })).requests as [PurchaseRequest];
    expect(approved).toMatchObject({ type: { name: 'Drill', category: 'Tools' }, decidedBy: { id: admin.id, firstName: 'Administrator' } });
  });
});
