import { pacificDate, roundCents, roundQuantity, transferCostShare, type InventoryCategory } from '@goodhours/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { inventoryItems, inventoryMovements, inventoryTypes, users, wbs } from '../db/schema/index.js';

const DAY_MS = 86_400_000;

const DEMO_TYPES: { name: string; category: InventoryCategory; unit: string; description: string }[] = [
  { name: 'Cement', category: 'Materials', unit: 'bags', description: 'Portland cement, 25 kg bags.' },
  { name: 'Sand', category: 'Materials', unit: 'm³', description: 'Washed building sand.' },
  { name: 'Gravel', category: 'Materials', unit: 't', description: 'Crushed stone for the rubble trench.' },
  { name: 'Earthbags', category: 'Materials', unit: 'each', description: 'Polypropylene bags, 45 × 75 cm.' },
  { name: 'Barbed wire', category: 'Materials', unit: 'm', description: 'Laid between earthbag courses.' },
  { name: 'Lime', category: 'Materials', unit: 'bags', description: 'Hydrated lime for plaster.' },
  { name: 'Nails', category: 'Consumables', unit: 'kg', description: 'Galvanised, assorted lengths.' },
  { name: 'Drill bits', category: 'Consumables', unit: 'each', description: 'Masonry and wood bits.' },
  { name: 'Work gloves', category: 'Consumables', unit: 'pairs', description: 'Nitrile-coated gloves.' },
  { name: 'Cement mixer', category: 'Equipments', unit: 'each', description: '140 litre electric mixer.' },
  { name: 'Generator', category: 'Equipments', unit: 'each', description: '5 kW diesel generator.' },
  { name: 'Water pump', category: 'Equipments', unit: 'each', description: 'Submersible pump for the fish tanks.' },
  { name: 'Tamper', category: 'Tools', unit: 'each', description: 'Hand tamper for earthbag courses.' },
  { name: 'Wheelbarrow', category: 'Tools', unit: 'each', description: '' },
  { name: 'Shovel', category: 'Tools', unit: 'each', description: '' },
  { name: 'Scaffolding', category: 'Reusables', unit: 'sections', description: 'Steel frame sections.' },
  { name: 'Tarpaulins', category: 'Reusables', unit: 'each', description: 'Heavy-duty covers, 4 × 6 m.' },
];

/** [quantity, cost in USD, days ago] */
type Purchase = [number, number, number];

interface DemoStock {
  project: number;
  wbsName?: string;
  type: string;
  purchases: Purchase[];
  /** [quantity, days ago] */
  waste?: [number, number][];
}

/** Indexes into the demo projects: Earthbag Village, Goodhours Platform, Aquaponics Greenhouse, Solar Microgrid, Courses. */
const DEMO_STOCK: DemoStock[] = [
  {
    project: 0,
    type: 'Cement',
    purchases: [
      [40, 480, 24],
      [30, 372, 10],
    ],
    waste: [[4, 6]],
  },
  { project: 0, type: 'Sand', purchases: [[18, 540, 22]], waste: [[1.5, 8]] },
  {
    project: 0,
    type: 'Earthbags',
    purchases: [[1200, 960, 25]],
    waste: [
      [35, 12],
      [12, 3],
    ],
  },
  { project: 0, type: 'Barbed wire', purchases: [[300, 150, 25]] },
  { project: 0, type: 'Wheelbarrow', purchases: [[4, 476, 26]] },
  { project: 0, type: 'Shovel', purchases: [[10, 249.9, 26]] },
  { project: 0, type: 'Cement mixer', purchases: [[1, 1450, 20]] },
  { project: 0, type: 'Tarpaulins', purchases: [[12, 180, 21]] },
  { project: 0, wbsName: 'Site and Foundations', type: 'Gravel', purchases: [[24, 960, 23]], waste: [[2, 15]] },
  { project: 0, wbsName: 'Site and Foundations', type: 'Tamper', purchases: [[3, 135, 23]] },
  { project: 0, wbsName: 'Dome Construction', type: 'Earthbags', purchases: [[800, 640, 14]], waste: [[20, 4]] },
  { project: 0, wbsName: 'Dome Construction', type: 'Lime', purchases: [[20, 260, 9]] },
  { project: 0, wbsName: 'Dome Construction', type: 'Scaffolding', purchases: [[8, 1200, 13]] },
  { project: 2, type: 'Water pump', purchases: [[2, 640, 18]] },
  { project: 2, type: 'Drill bits', purchases: [[20, 90, 16]], waste: [[3, 5]] },
  { project: 2, type: 'Work gloves', purchases: [[30, 150, 16]], waste: [[4, 2]] },
  { project: 2, wbsName: 'System Design', type: 'Nails', purchases: [[5, 20, 11]] },
  { project: 3, type: 'Generator', purchases: [[1, 2200, 19]] },
  { project: 3, type: 'Nails', purchases: [[25, 100, 17]] },
  { project: 3, type: 'Work gloves', purchases: [[10, 50, 17]] },
  { project: 4, type: 'Tarpaulins', purchases: [[4, 60, 15]] },
];

/** [from stock index, to project, quantity, days ago, note] */
const DEMO_TRANSFERS: [number, number, number, number, string][] = [
  [0, 3, 10, 2, 'For the panel field footings.'],
  [13, 4, 1, 7, 'Lent for the water course demonstration.'],
];

/**
 * Demo stock for the demo projects (listed in the order of DEMO_PROJECTS): item types in every
 * category, purchases over the last weeks at the project level and in some WBS, some waste, and
 * two transfers between projects, each with its movements. Deterministic.
 */
export async function seedDemoInventory(tx: Tx, now: Date, projectIds: string[]): Promise<void> {
  if (!projectIds.length) return;
  const at = (daysAgo: number, hour = 17) => new Date(now.getTime() - daysAgo * DAY_MS + (hour - 17) * 3_600_000);
  const typeRows = await tx.insert(inventoryTypes).values(DEMO_TYPES).returning({ id: inventoryTypes.id, name: inventoryTypes.name });
  const typeId = (name: string) => typeRows.find((t) => t.name === name)?.id;
  const wbsRows = await tx
    .select({ id: wbs.id, projectId: wbs.projectId, wbsName: wbs.wbsName })
    .from(wbs)
    .where(inArray(wbs.projectId, projectIds));
  const [buyer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Administrator'), eq(users.isActive, true)))
    .orderBy(users.email)
    .limit(1);
  const byUserId = buyer?.id ?? null;

  const itemIds: (string | undefined)[] = [];
  const states: { quantity: number; bought: number; wasted: number; costUsd: number }[] = [];
  for (const stock of DEMO_STOCK) {
    const projectId = projectIds[stock.project];
    const type = typeId(stock.type);
    const wbsId = stock.wbsName ? wbsRows.find((w) => w.projectId === projectId && w.wbsName === stock.wbsName)?.id : null;
    if (!projectId || !type || wbsId === undefined) {
      itemIds.push(undefined);
      states.push({ quantity: 0, bought: 0, wasted: 0, costUsd: 0 });
      continue;
    }
    const bought = stock.purchases.reduce((sum, [q]) => sum + q, 0);
    const wasted = (stock.waste ?? []).reduce((sum, [q]) => sum + q, 0);
    const state = {
      quantity: roundQuantity(bought - wasted),
      bought: roundQuantity(bought),
      wasted: roundQuantity(wasted),
      costUsd: roundCents(stock.purchases.reduce((sum, [, c]) => sum + c, 0)),
    };
    const firstDay = Math.max(...stock.purchases.map(([, , d]) => d));
    const [item] = await tx
      .insert(inventoryItems)
      .values({ typeId: type, projectId, wbsId, ...state, createdAt: at(firstDay), updatedAt: at(firstDay) })
      .returning({ id: inventoryItems.id });
    itemIds.push(item?.id);
    states.push(state);
    if (!item) continue;
    await tx.insert(inventoryMovements).values([
      ...stock.purchases.map(([quantity, costUsd, daysAgo]) => ({
        itemId: item.id,
        kind: 'purchase',
        quantity,
        costUsd,
        byUserId,
        workDate: pacificDate(at(daysAgo, 10)),
        at: at(daysAgo, 10),
      })),
      ...(stock.waste ?? []).map(([quantity, daysAgo]) => ({
        itemId: item.id,
        kind: 'waste',
        quantity,
        costUsd: 0,
        byUserId,
        reason: 'wasted',
        note: 'Damaged on site.',
        workDate: pacificDate(at(daysAgo, 15)),
        at: at(daysAgo, 15),
      })),
    ]);
  }

  for (const [fromIndex, toProject, quantity, daysAgo, note] of DEMO_TRANSFERS) {
    const fromId = itemIds[fromIndex];
    const from = states[fromIndex];
    const source = DEMO_STOCK[fromIndex];
    const toProjectId = projectIds[toProject];
    const type = source ? typeId(source.type) : undefined;
    if (!fromId || !from || !source || !toProjectId || !type || quantity > from.quantity) continue;
    const share = transferCostShare(from, quantity);
    from.quantity = roundQuantity(from.quantity - quantity);
    from.costUsd = roundCents(from.costUsd - share);
    await tx
      .update(inventoryItems)
      .set({ quantity: from.quantity, costUsd: from.costUsd, updatedAt: at(daysAgo) })
      .where(eq(inventoryItems.id, fromId));
    const [to] = await tx
      .insert(inventoryItems)
      .values({ typeId: type, projectId: toProjectId, quantity, costUsd: share, createdAt: at(daysAgo), updatedAt: at(daysAgo) })
      .returning({ id: inventoryItems.id });
    if (!to) continue;
    const moved = { quantity, note, byUserId, workDate: pacificDate(at(daysAgo, 12)), at: at(daysAgo, 12) };
    await tx.insert(inventoryMovements).values([
      { ...moved, costUsd: -share, itemId: fromId, kind: 'transfer-out', otherProjectId: toProjectId },
      { ...moved, costUsd: share, itemId: to.id, kind: 'transfer-in', otherProjectId: projectIds[source.project] ?? null },
    ]);
  }
}
