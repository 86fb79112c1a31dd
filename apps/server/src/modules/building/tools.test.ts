import { describe, expect } from 'vitest';
import {
  TOOL_MESSAGES as M,
  toolContracts,
  type ToolLogAnswer,
  type ToolLogTable,
  type ToolTypeAnswer,
  type ToolTypeInput,
  type UnitsPage,
} from '@goodhours/domain';
import { count, eq, sql } from 'drizzle-orm';
import { inventoryTypes, toolUnitLog, toolUnits } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { makeProject } from '../../test/stock-fixtures.js';
import { inBuildingPortal } from './test-fixtures.js';

const drills = (projectId: string, extra: Partial<ToolTypeInput> = {}): ToolTypeInput => ({
  category: 'Tools',
  projectId,
  name: 'Drill',
  description: 'Cordless drill, 18 V.',
  invoice: 'INV-2041',
  quantity: 5,
  unitPrice: 89.99,
  currency: 'USD',
  purchaseRental: 'purchase',
  condition: 'new',
  fromDate: '2026-11-18',
  taxes: 8.25,
  shippingFee: 12.5,
  ...extra,
});

const it = test
  .extend('manager', { auto: true }, ({ t }) => inBuildingPortal(t, 'Manager'))
  .extend('projectId', { auto: true }, ({ t }) => makeProject(t, 'Earthbag Village'))
  .extend('add', ({ t, manager, projectId }) => async (extra: Partial<ToolTypeInput> = {}): Promise<ToolTypeAnswer> => {
    const res = await api(t, manager.token).call(toolContracts.addType, { body: drills(projectId, extra) });
    if (res.statusCode !== 201) throw new Error(`add failed: ${res.body}`);
    return res.json<ToolTypeAnswer>();
  });

describe('tools and equipment on the building portal', () => {
  it('adds five drills with new codes and the spec’s toast, and a second purchase reuses the type', async ({ t, add }) => {
    const first = await add();
    expect(first).toMatchObject({ name: 'Drill', message: 'Created a new Tool Type "Drill" successfully', totalPrice: 499.57 });
    expect(first.codes).toHaveLength(5);
    const second = await add({ name: 'drill', quantity: 2 });
    expect(second.typeId).toBe(first.typeId);
    const codes = [...first.codes, ...second.codes];
    expect(new Set(codes).size).toBe(7);
    expect(codes.every((c) => /^T-\d{6}$/.test(c))).toBe(true);
    const [types] = await t.ctx.db.select({ n: count() }).from(inventoryTypes).where(eq(inventoryTypes.category, 'Tools'));
    expect(types?.n).toBe(1);
  });

  it('refuses the form’s broken rules with the spec’s words', async ({ t, manager, projectId }) => {
    const post = (extra: Partial<ToolTypeInput>) => api(t, manager.token).call(toolContracts.addType, { body: drills(projectId, extra) });
    expect(errorOf(await post({ purchaseRental: 'rental' })).fields).toEqual({ toDate: M.returnAfterRental });
    expect(errorOf(await post({ purchaseRental: 'rental', toDate: '2026-11-18' })).fields).toEqual({ toDate: M.returnAfterRental });
    expect(errorOf(await post({ name: 'Dr', quantity: 1000, unitPrice: 0.5 })).fields).toEqual({
      name: M.nameLength,
      quantity: M.quantityWhole,
      unitPrice: M.unitPriceMin,
    });
    expect(errorOf(await post({ fromDate: '' })).fields).toEqual({ fromDate: M.enterDate });
    const [units] = await t.ctx.db.select({ n: count() }).from(toolUnits);
    expect(units?.n).toBe(0);
  });

  it('checks drills out and in with a message per code, and the table and list follow', async ({ t, manager, projectId, add }) => {
    const { codes } = await add();
    const table = async (action: 'Check Out' | 'Check In') =>
      (await api(t, manager.token).call(toolContracts.logTable, { query: { projectId, action } })).json<ToolLogTable>();
    const before = await table('Check Out');
    expect(before.types[0]).toMatchObject({ name: 'Drill', working: 5, available: 5, using: 0 });
    expect(before.date).toBe('2026-11-18');
    const ids = before.types[0]?.units.slice(0, 2).map((u) => u.id) ?? [];
    const out = await api(t, manager.token).call(toolContracts.log, { body: { projectId, action: 'Check Out', unitIds: ids } });
    expect(
      out
        .json<ToolLogAnswer>()
        .results.map((r) => r.message)
        .sort(),
    ).toEqual([M.checkedOut('Drill', codes[0] ?? ''), M.checkedOut('Drill', codes[1] ?? '')].sort());
    expect((await table('Check Out')).types[0]).toMatchObject({ available: 3, using: 2 });
    expect((await table('Check In')).types[0]?.units.map((u) => u.code)).toEqual(codes.slice(0, 2));
    const again = await api(t, manager.token).call(toolContracts.log, {
      body: { projectId, action: 'Check Out', unitIds: ids.slice(0, 1) },
    });
    expect(again.json<ToolLogAnswer>().results).toEqual([
      { unitId: ids[0], code: codes[0], ok: false, message: M.notAvailable('Drill', codes[0] ?? '') },
    ]);
    const list = (await api(t, manager.token).call(toolContracts.units, { query: { category: 'Tools' } })).json<UnitsPage>();
    expect(list.rows.filter((r) => r.currentUsage === 'Checked Out').map((r) => [r.holder?.id, r.holder?.external])).toEqual([
      [manager.id, false],
      [manager.id, false],
    ]);
    expect(list.rows.filter((r) => r.currentUsage === 'Unknown')).toHaveLength(3);
    await api(t, manager.token).call(toolContracts.log, { body: { projectId, action: 'Check In', unitIds: ids } });
    const after = (await api(t, manager.token).call(toolContracts.units, { query: { category: 'Tools' } })).json<UnitsPage>();
    expect(after.rows.filter((r) => r.currentUsage === 'Checked In')).toHaveLength(2);
    expect(after.rows.every((r) => r.holder === null)).toBe(true);
  });

  it('lets only the holder, or someone who manages tools, check a unit in', async ({ t, projectId, add }) => {
    await add();
    const holder = await inBuildingPortal(t, 'Volunteer', ['accessBuildingPortal']);
    const other = await inBuildingPortal(t, 'Volunteer', ['accessBuildingPortal']);
    const [unit] = await t.ctx.db.select().from(toolUnits).orderBy(toolUnits.code).limit(1);
    const log = (token: string, action: 'Check Out' | 'Check In') =>
      api(t, token).call(toolContracts.log, { body: { projectId, action, unitIds: [unit?.id ?? ''] } });
    expect((await log(holder.token, 'Check Out')).json<ToolLogAnswer>().results[0]?.ok).toBe(true);
    expect((await log(other.token, 'Check In')).json<ToolLogAnswer>().results[0]?.message).toBe(M.notYours('Drill', unit?.code ?? ''));
    expect((await log(holder.token, 'Check In')).json<ToolLogAnswer>().results[0]?.ok).toBe(true);
    expect((await log(holder.token, 'Check In')).json<ToolLogAnswer>().results[0]?.message).toBe(M.notHeld('Drill', unit?.code ?? ''));
  });

  it('never checks out a broken or lost unit', async ({ t, manager, projectId, add }) => {
    await add({ quantity: 2 });
    const units = await t.ctx.db.select().from(toolUnits).orderBy(toolUnits.code);
    await t.ctx.db
      .update(toolUnits)
      .set({ condition: 'Needs Repair' })
      .where(eq(toolUnits.id, units[0]?.id ?? ''));
    await t.ctx.db
      .update(toolUnits)
      .set({ condition: 'Lost' })
      .where(eq(toolUnits.id, units[1]?.id ?? ''));
    const res = await api(t, manager.token).call(toolContracts.log, {
      body: { projectId, action: 'Check Out', unitIds: units.map((u) => u.id) },
    });
    expect(res.json<ToolLogAnswer>().results.every((r) => !r.ok)).toBe(true);
    const table = (
      await api(t, manager.token).call(toolContracts.logTable, { query: { projectId, action: 'Check Out' } })
    ).json<ToolLogTable>();
    expect(table.types[0]).toMatchObject({ working: 0, available: 0, units: [] });
  });

  it('gives one drill to exactly one of ten people taking it at once', async ({ t, projectId, add }) => {
    await add({ quantity: 1 });
    const [unit] = await t.ctx.db.select().from(toolUnits);
    const people = await Promise.all(Array.from({ length: 10 }, () => inBuildingPortal(t, 'Manager')));
    const results = await Promise.all(
      people.map((p) => api(t, p.token).call(toolContracts.log, { body: { projectId, action: 'Check Out', unitIds: [unit?.id ?? ''] } })),
    );
    const answers = results.map((r) => r.json<ToolLogAnswer>().results[0]);
    expect(answers.filter((a) => a?.ok)).toHaveLength(1);
    expect(answers.filter((a) => a?.message === M.notAvailable('Drill', unit?.code ?? ''))).toHaveLength(9);
    const [rows] = await t.ctx.db.select({ n: count() }).from(toolUnitLog);
    expect(rows?.n).toBe(1);
  });

  it('refuses a volunteer and a manager who did not pass the portal login, and keeps the log append-only', async ({
    t,
    manager,
    projectId,
    add,
  }) => {
    await add({ quantity: 1 });
    const [unit] = await t.ctx.db.select().from(toolUnits);
    for (const someone of [await signedIn(t, 'Volunteer'), await signedIn(t, 'Manager')]) {
      const res = await api(t, someone.token).call(toolContracts.log, {
        body: { projectId, action: 'Check Out', unitIds: [unit?.id ?? ''] },
      });
      expect(res.statusCode).toBe(403);
      expect((await api(t, someone.token).call(toolContracts.addType, { body: drills(projectId) })).statusCode).toBe(403);
    }
    const [held] = await t.ctx.db.select().from(toolUnits);
    expect(held?.holderUserId).toBeNull();
    await api(t, manager.token).call(toolContracts.log, { body: { projectId, action: 'Check Out', unitIds: [unit?.id ?? ''] } });
    await expect(t.ctx.db.execute(sql`update tool_unit_log set action = 'Check In'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from tool_unit_log`)).rejects.toThrow();
  });
});
