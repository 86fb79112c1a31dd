import { describe, expect } from 'vitest';
import { stockContracts, STOCK_MESSAGES as M, type MovementsPage, type StockPage, type StockRow } from '@goodhours/domain';
import { eq, sql } from 'drizzle-orm';
import { inventoryMovements, mailOutbox, projectMembers } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { ledgerDifferences } from '../inventory/index.js';
import { makeProject, makeType } from '../../test/stock-fixtures.js';
import { inBuildingPortal } from './test-fixtures.js';

const it = test
  .extend('manager', { auto: true }, ({ t }) => inBuildingPortal(t, 'Manager'))
  .extend('projectId', { auto: true }, ({ t }) => makeProject(t, 'Earthbag Village'))
  .extend('cement', { auto: true }, ({ t }) => makeType(t, 'Cement', 'Materials', 'bags'))
  .extend('stock', ({ t, manager, projectId }) => async (typeId: string, quantity: number, project = projectId): Promise<StockRow> => {
    const res = await api(t, manager.token).call(stockContracts.add, {
      body: { projectId: project, category: 'Materials', typeId, quantity, costUsd: quantity * 10 },
    });
    if (res.statusCode !== 201) throw new Error(`add failed: ${res.body}`);
    return res.json<StockRow>();
  });

describe('the stock ledger on the building portal', () => {
  it('adds stock, logs use and waste in units and percent, and keeps every total right', async ({ t, manager, cement, stock }) => {
    const row = await stock(cement, 40);
    expect(row).toMatchObject({ bought: 40, used: 0, wasted: 0, available: 40, type: { name: 'Cement', unit: 'bags' } });
    const log = await api(t, manager.token).call(stockContracts.log, {
      body: { rows: [{ itemId: row.itemId, used: 10, wasted: 2.5 }], note: 'Footings' },
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<{ rows: StockRow[] }>().rows[0]).toMatchObject({ bought: 40, used: 10, wasted: 2.5, available: 27.5 });
    // 10 % of the 27.5 left, read from the locked row on the server.
    const pct = await api(t, manager.token).call(stockContracts.log, { body: { rows: [{ itemId: row.itemId, used: 10, in: 'percent' }] } });
    expect(pct.json<{ rows: StockRow[] }>().rows[0]).toMatchObject({ used: 12.75, available: 24.75 });
    const page = await api(t, manager.token).call(stockContracts.movements, { params: { id: row.itemId } });
    const kinds = page.json<MovementsPage>().movements.map((m) => [m.kind, m.quantity, m.reason]);
    expect(kinds).toEqual([
      ['use', 2.75, null],
      ['waste', 2.5, 'wasted'],
      ['use', 10, null],
      ['purchase', 40, null],
    ]);
    expect(page.json<MovementsPage>().movements[0]?.workDate).toBe('2026-11-18');
    expect(await ledgerDifferences(t.ctx.db)).toEqual([]);
  });

  it('refuses a log over what is available on both fields, all or nothing, naming the failing row', async ({
    t,
    manager,
    cement,
    stock,
  }) => {
    const sand = await makeType(t, 'Sand', 'Materials', 't');
    const a = await stock(cement, 5);
    const b = await stock(sand, 3);
    const res = await api(t, manager.token).call(stockContracts.log, {
      body: {
        rows: [
          { itemId: a.itemId, used: 5 },
          { itemId: b.itemId, used: 2, wasted: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({
      message: M.overAvailable,
      fields: { 'rows.1.used': M.overAvailable, 'rows.1.wasted': M.overAvailable },
    });
    // The first row, valid alone, was not written either.
    const list = await api(t, manager.token).call(stockContracts.list, { query: { category: 'Materials' } });
    expect(list.json<StockPage>().rows.map((r) => [r.type.name, r.available, r.used])).toEqual([
      ['Cement', 5, 0],
      ['Sand', 3, 0],
    ]);
    const percent = await api(t, manager.token).call(stockContracts.log, {
      body: { rows: [{ itemId: a.itemId, used: 101, in: 'percent' }] },
    });
    expect(errorOf(percent).fields).toEqual({ 'rows.0.used': M.percentTooLarge });
  });

  it('lists one category per project and type, filtered and sorted, with the count of matches', async ({ t, manager, cement, stock }) => {
    const other = await makeProject(t, 'Solar Microgrid');
    const bolts = await makeType(t, 'Bolts', 'Consumables');
    await stock(cement, 10);
    await stock(cement, 30, other);
    await api(t, manager.token).call(stockContracts.add, {
      body: { projectId: other, category: 'Consumables', typeId: bolts, quantity: 100 },
    });
    const byAvailable = await api(t, manager.token).call(stockContracts.list, {
      query: { category: 'Materials', sort: 'available', dir: 'desc' },
    });
    expect(byAvailable.json<StockPage>()).toMatchObject({ total: 2, rows: [{ available: 30 }, { available: 10 }] });
    const one = await api(t, manager.token).call(stockContracts.list, { query: { category: 'Materials', projectId: other, limit: 1 } });
    expect(one.json<StockPage>().rows.map((r) => r.project.projectName)).toEqual(['Solar Microgrid']);
    // A consumable given to the materials log is not stock of that page's kind: not found.
    const list = await api(t, manager.token).call(stockContracts.list, { query: { category: 'Consumables' } });
    expect(list.json<StockPage>().rows.map((r) => r.type.name)).toEqual(['Bolts']);
  });

  it('tells the project’s managers once per crossing below the minimum, from every path that lowers stock', async ({
    t,
    manager,
    projectId,
    cement,
    stock,
  }) => {
    await t.ctx.db.insert(projectMembers).values({ projectId, userId: manager.id });
    const row = await stock(cement, 20);
    await api(t, manager.token).call(stockContracts.minimum, { params: { id: row.itemId }, body: { minimum: 10 } });
    const use = (n: number) => api(t, manager.token).call(stockContracts.log, { body: { rows: [{ itemId: row.itemId, used: n }] } });
    const lowMails = () => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'low-stock'));
    await use(5);
    expect(await lowMails()).toHaveLength(0);
    expect((await use(6)).json<{ rows: StockRow[] }>().rows[0]).toMatchObject({ available: 9, belowMinimum: true });
    await use(1);
    const mails = await lowMails();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[manager.email, 'Low stock: Cement on Earthbag Village']]);
    expect(mails[0]?.text).toContain('9 bags left, below the minimum of 10 bags');
    // Back above, then below again: a new crossing, a new email.
    await stock(cement, 10);
    await use(10);
    expect(await lowMails()).toHaveLength(2);
  });

  it('reverses a use once with a movement pointing at it, and refuses reversing a reversal', async ({ t, manager, cement, stock }) => {
    const row = await stock(cement, 10);
    await api(t, manager.token).call(stockContracts.log, { body: { rows: [{ itemId: row.itemId, used: 4 }] } });
    const [used] = await t.ctx.db.select().from(inventoryMovements).where(eq(inventoryMovements.kind, 'use'));
    const reverse = (id: string) => api(t, manager.token).call(stockContracts.reverse, { params: { id }, body: { note: 'Logged twice' } });
    const res = await reverse(used?.id ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StockRow>()).toMatchObject({ used: 0, available: 10 });
    expect(errorOf(await reverse(used?.id ?? ''))).toMatchObject({ code: 'CONFLICT', message: M.alreadyReversed });
    const [reversal] = await t.ctx.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.reversesId, used?.id ?? ''));
    expect(reversal).toMatchObject({ kind: 'use', quantity: -4 });
    expect((await reverse(reversal?.id ?? '')).statusCode).toBe(409);
    expect(await ledgerDifferences(t.ctx.db)).toEqual([]);
  });

  it('keeps the ledger append-only in the database itself', async ({ t, cement, stock }) => {
    await stock(cement, 10);
    await expect(t.ctx.db.execute(sql`update inventory_movements set quantity = 99`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from inventory_movements`)).rejects.toThrow();
    expect((await t.ctx.db.select().from(inventoryMovements)).map((m) => m.quantity)).toEqual([10]);
  });

  it('refuses a volunteer and a manager who did not pass the portal login, changing nothing', async ({ t, projectId, cement, stock }) => {
    const row = await stock(cement, 10);
    const volunteer = await signedIn(t, 'Volunteer');
    const unflagged = await signedIn(t, 'Manager');
    for (const person of [volunteer, unflagged]) {
      const log = await api(t, person.token).call(stockContracts.log, { body: { rows: [{ itemId: row.itemId, used: 1 }] } });
      expect(log.statusCode).toBe(403);
      const add = await api(t, person.token).call(stockContracts.add, {
        body: { projectId, category: 'Materials', typeId: cement, quantity: 1 },
      });
      expect(add.statusCode).toBe(403);
      expect((await api(t, person.token).call(stockContracts.list, { query: { category: 'Materials' } })).statusCode).toBe(403);
    }
    expect((await t.ctx.db.select().from(inventoryMovements)).map((m) => m.quantity)).toEqual([10]);
  });

  it('lets only as many parallel uses succeed as there are bags', async ({ t, manager, cement, stock }) => {
    const row = await stock(cement, 6);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(t, manager.token).call(stockContracts.log, { body: { rows: [{ itemId: row.itemId, used: 1 }] } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(6);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(4);
    const list = await api(t, manager.token).call(stockContracts.list, { query: { category: 'Materials' } });
    expect(list.json<StockPage>().rows[0]).toMatchObject({ used: 6, available: 0 });
    expect(await ledgerDifferences(t.ctx.db)).toEqual([]);
  });
});
