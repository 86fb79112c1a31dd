import { pacificDate } from '@goodhours/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { inventoryItems, inventoryMovements, inventoryTypes, purchaseRequests } from '../db/schema/index.js';

const DAY_MS = 86_400_000;

/**
 * The building portal's demo on the first demo project (issue 43): Sand used on site and below
 * its minimum, and purchase requests in every state, the received one with its purchase in the
 * ledger. The items' running totals are then set from their movements, as the ledger keeps them.
 */
export async function seedDemoBuilding(
  tx: Tx,
  now: Date,
  projectId: string | undefined,
  people: { requester: string; approver: string },
): Promise<void> {
  if (!projectId) return;
  const at = (daysAgo: number, hour = 10) => new Date(now.getTime() - daysAgo * DAY_MS + (hour - 17) * 3_600_000);
  const types = await tx
    .select({ id: inventoryTypes.id, name: inventoryTypes.name })
    .from(inventoryTypes)
    .where(inArray(inventoryTypes.name, ['Sand', 'Earthbags', 'Cement', 'Wheelbarrow']));
  const typeId = (name: string) => types.find((t) => t.name === name)?.id;
  const sandType = typeId('Sand');
  if (!sandType) return;
  const [sand] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.projectId, projectId), eq(inventoryItems.typeId, sandType), isNull(inventoryItems.wbsId)));
  if (!sand) return;

  const by = { byUserId: people.requester };
  const request = (
    type: string,
    quantity: number,
    status: string,
    daysAgo: number,
    extra: Partial<typeof purchaseRequests.$inferInsert> = {},
  ) => ({
    projectId,
    typeId: typeId(type) ?? sandType,
    quantity,
    priority: quantity > 20 ? 'High' : 'Medium',
    brand: type === 'Wheelbarrow' ? 'Any with a pneumatic tyre' : '',
    usageTime: type === 'Wheelbarrow' ? '3 months' : '',
    usageDescription: type === 'Wheelbarrow' ? 'Moving earth to the dome site.' : '',
    status,
    requestedBy: people.requester,
    requestedAt: at(daysAgo, 9),
    ...extra,
  });
  const decided = (daysAgo: number) => ({ decidedBy: people.approver, decidedAt: at(daysAgo, 11) });
  const [received] = await tx
    .insert(purchaseRequests)
    .values([
      request('Sand', 10, 'Received', 12, {
        ...decided(11),
        receivedBy: people.approver,
        receivedAt: at(9, 14),
        receivedQuantity: 10,
        unitPrice: 30,
        currency: 'USD',
      }),
      request('Cement', 40, 'Pending', 1),
      request('Earthbags', 500, 'Approved', 4, decided(3)),
      request('Wheelbarrow', 2, 'Rejected', 6, { ...decided(5), rejectReason: 'Two arrive from Solar Microgrid next week.' }),
      request('Sand', 5, 'Cancelled', 7),
    ])
    .returning({ id: purchaseRequests.id });

  await tx.insert(inventoryMovements).values([
    {
      itemId: sand.id,
      kind: 'purchase',
      quantity: 10,
      costUsd: 300,
      purchaseRequestId: received?.id ?? null,
      ...by,
      workDate: pacificDate(at(9, 14)),
      at: at(9, 14),
    },
    {
      itemId: sand.id,
      kind: 'use',
      quantity: 6,
      note: 'Plaster for the north wall.',
      ...by,
      workDate: pacificDate(at(5, 15)),
      at: at(5, 15),
    },
    {
      itemId: sand.id,
      kind: 'use',
      quantity: 12,
      note: 'Mortar for the dome base.',
      ...by,
      workDate: pacificDate(at(2, 15)),
      at: at(2, 15),
    },
  ]);
  await tx.execute(sql`
    update inventory_items i set quantity = s.on_hand, bought = s.bought, used = s.used, wasted = s.wasted,
      cost_usd = i.cost_usd + 300, minimum = 12, below_minimum = s.on_hand < 12
    from (select item_id, sum(delta) as on_hand,
            coalesce(sum(quantity) filter (where kind = 'purchase'), 0) as bought,
            coalesce(sum(quantity) filter (where kind = 'use'), 0) as used,
            coalesce(sum(quantity) filter (where kind = 'waste'), 0) as wasted
          from inventory_movements where item_id = ${sand.id} group by item_id) s
    where i.id = s.item_id`);
}
