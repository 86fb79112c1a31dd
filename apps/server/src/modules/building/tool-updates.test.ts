import { describe, expect } from 'vitest';
import {
  TOOL_MESSAGES as M,
  toolContracts,
  type ToolLogAnswer,
  type ToolLogTable,
  type UnitDetail,
  type UnitUpdateInput,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { mailOutbox, projectMembers, toolUnits } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf } from '../../test/harness.js';
import { makeProject } from '../../test/stock-fixtures.js';
import { inBuildingPortal } from './test-fixtures.js';

const it = test
  .extend('manager', { auto: true }, ({ t }) => inBuildingPortal(t, 'Manager'))
  .extend('projectId', { auto: true }, ({ t }) => makeProject(t, 'Earthbag Village'))
  .extend('unitIds', { auto: true }, async ({ t, manager, projectId }) => {
    const res = await api(t, manager.token).call(toolContracts.addType, {
      body: {
        category: 'Tools',
        projectId,
        name: 'Drill',
        description: 'Cordless drill, 18 V.',
        invoice: 'INV-1',
        quantity: 2,
        unitPrice: 90,
        currency: 'USD',
        purchaseRental: 'rental',
        condition: 'new',
        fromDate: '2026-11-10',
        toDate: '2026-11-25',
      },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return (await t.ctx.db.select({ id: toolUnits.id }).from(toolUnits).orderBy(toolUnits.code)).map((u) => u.id);
  });

const report = (status: UnitUpdateInput['status'], extra: Partial<UnitUpdateInput> = {}): UnitUpdateInput => ({
  updateDate: '2026-11-18',
  status,
  ...extra,
});

describe('a unit’s page and its status updates', () => {
  it('shows every field from the data, with the whole days left on the rental', async ({ t, manager, projectId, unitIds }) => {
    const res = await api(t, manager.token).call(toolContracts.unit, { params: { id: unitIds[0] ?? '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<UnitDetail>()).toMatchObject({
      unit: {
        type: { name: 'Drill', category: 'Tools' },
        project: { id: projectId },
        ownership: 'Rental',
        rentedOn: '2026-11-10',
        rentalDue: '2026-11-25',
        condition: 'New',
        currentUsage: 'Unknown',
      },
      invoice: 'INV-1',
      unitPrice: 90,
      rentalDaysLeft: 7,
      log: [],
      updates: [],
    });
    expect((await api(t, manager.token).call(toolContracts.unit, { params: { id: crypto.randomUUID() } })).statusCode).toBe(404);
  });

  it('keeps a broken drill from being checked out until it is reported working again', async ({ t, manager, projectId, unitIds }) => {
    const id = unitIds[0] ?? '';
    const broken = await api(t, manager.token).call(toolContracts.update, {
      params: { id },
      body: report('Broken/Needs repair', { description: 'Chuck slips' }),
    });
    expect(broken.statusCode, broken.body).toBe(201);
    expect(broken.json<UnitDetail>()).toMatchObject({
      unit: { condition: 'Needs Repair' },
      updates: [{ status: 'Broken/Needs repair', description: 'Chuck slips' }],
    });
    const out = await api(t, manager.token).call(toolContracts.log, { body: { projectId, action: 'Check Out', unitIds: [id] } });
    expect(out.json<ToolLogAnswer>().results[0]?.ok).toBe(false);
    await api(t, manager.token).call(toolContracts.update, { params: { id }, body: report('Working well') });
    const again = await api(t, manager.token).call(toolContracts.log, { body: { projectId, action: 'Check Out', unitIds: [id] } });
    expect(again.json<ToolLogAnswer>().results[0]?.ok).toBe(true);
  });

  it('takes a lost drill from its holder, logged as a check-in, and retires one at the end of its life', async ({
    t,
    manager,
    projectId,
    unitIds,
  }) => {
    const [a = '', b = ''] = unitIds;
    await api(t, manager.token).call(toolContracts.log, { body: { projectId, action: 'Check Out', unitIds: [a] } });
    const lost = (
      await api(t, manager.token).call(toolContracts.update, { params: { id: a }, body: report('Stolen/Lost') })
    ).json<UnitDetail>();
    expect(lost.unit).toMatchObject({ condition: 'Lost', holder: null, currentUsage: 'Checked In' });
    expect(lost.log.map((l) => l.action)).toEqual(['Check In', 'Check Out']);
    const ended = await api(t, manager.token).call(toolContracts.update, { params: { id: b }, body: report('End of life') });
    expect(ended.json<UnitDetail>().unit.retired).toBe(true);
    const more = await api(t, manager.token).call(toolContracts.update, { params: { id: b }, body: report('Working well') });
    expect(errorOf(more)).toMatchObject({ code: 'CONFLICT', message: M.retired });
    const table = (
      await api(t, manager.token).call(toolContracts.logTable, { query: { projectId, action: 'Check Out' } })
    ).json<ToolLogTable>();
    expect(table.types[0]).toMatchObject({ working: 0, available: 0 });
  });

  it('sends the note to the project’s managers through the outbox, and asks for it when sending', async ({
    t,
    manager,
    projectId,
    unitIds,
  }) => {
    await t.ctx.db.insert(projectMembers).values({ projectId, userId: manager.id });
    const id = unitIds[0] ?? '';
    const missing = await api(t, manager.token).call(toolContracts.update, {
      params: { id },
      body: report('Broken/Needs repair', { sendNote: true }),
    });
    expect(errorOf(missing).fields).toEqual({ note: M.noteRequired });
    const future = await api(t, manager.token).call(toolContracts.update, {
      params: { id },
      body: report('Working well', { updateDate: '2026-11-19' }),
    });
    expect(errorOf(future).fields).toEqual({ updateDate: M.futureDate });
    await api(t, manager.token).call(toolContracts.update, {
      params: { id },
      body: report('Broken/Needs repair', { sendNote: true, note: 'The chuck slips; ordered a new one.' }),
    });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'unit-note'));
    expect(mails.map((m) => m.to)).toEqual([manager.email]);
    expect(mails[0]?.text).toContain('The chuck slips; ordered a new one.');
  });
});
