import { formatQuantity, INVENTORY_MESSAGES as M, ORG_TIME_ZONE } from '@goodhours/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { afterLatest } from '../../db/after-latest.js';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { inventoryItems, inventoryMovements, inventoryTypes, projectMembers, projects, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { lowStockMail } from '../../mail/building-templates.js';
import { enqueueMails } from '../../mail/outbox.js';

export type MovementKind = 'purchase' | 'transfer-in' | 'transfer-out' | 'use' | 'waste' | 'correction';
const DECREASES: readonly MovementKind[] = ['use', 'waste', 'transfer-out'];

export interface Movement {
  kind: MovementKind;
  /** Units moved (3 decimals); negative only for a reversal, and a correction carries its sign. */
  quantity: number;
  reason?: 'wasted' | 'destroyed' | null;
  /** Change to the item's total cost, in US dollars (a transfer out carries its share, negative). */
  costUsd?: number;
  otherProjectId?: string | null;
  purchaseRequestId?: string | null;
  reversesId?: string | null;
  note?: string;
}

/** The change a movement makes to what is on hand (the same rule as the column inventory_movements.delta). */
export const deltaOf = (m: Pick<Movement, 'kind' | 'quantity'>): number => (DECREASES.includes(m.kind) ? -m.quantity : m.quantity);

/** The 422 for taking more than an item holds, on the fields the form names. */
export async function moreThanAvailable(tx: Tx, itemId: string, fields: readonly string[] = ['quantity']): Promise<AppError> {
  const [row] = await tx
    .select({ quantity: inventoryItems.quantity, unit: inventoryTypes.unit })
    .from(inventoryItems)
    .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
    .where(eq(inventoryItems.id, itemId));
  if (!row) return new AppError('NOT_FOUND', M.itemNotFound);
  const message = M.moreThanAvailable(formatQuantity(row.quantity), row.unit);
  return new AppError('VALIDATION', message, Object.fromEntries(fields.map((f) => [f, message])));
}

/**
 * Writes one movement of the stock ledger (decision 070) and moves the item's running totals by
 * it, under the item's row lock: on hand by its delta, and bought, used or wasted by its quantity.
 * The update refuses to take on hand below zero (the caller gets `undefined` and answers the
 * 422), so two people using the last bag cannot both succeed; the table's check is the backstop.
 * The day of work is the server's, in the organisation's zone. Crossing below the item's minimum
 * tells the project's managers, once per crossing.
 */
export async function recordMovement(
  ctx: AppContext,
  tx: Tx,
  itemId: string,
  userId: string | null,
  m: Movement,
): Promise<string | undefined> {
  const now = ctx.clock.now();
  const delta = deltaOf(m);
  const q = m.quantity;
  const result: unknown = await tx.execute(sql`
    with locked as (select id, below_minimum as was_below from ${inventoryItems} where id = ${itemId} for update)
    update ${inventoryItems} i set
      quantity = i.quantity + ${delta}::numeric,
      bought = i.bought + ${m.kind === 'purchase' ? q : 0}::numeric,
      used = i.used + ${m.kind === 'use' ? q : 0}::numeric,
      wasted = i.wasted + ${m.kind === 'waste' ? q : 0}::numeric,
      cost_usd = i.cost_usd + ${m.costUsd ?? 0}::numeric,
      below_minimum = i.minimum is not null and i.quantity + ${delta}::numeric < i.minimum,
      updated_at = ${now.toISOString()}::timestamptz
    from locked
    where i.id = locked.id and i.quantity + ${delta}::numeric >= 0
    returning locked.was_below as "wasBelow", i.below_minimum as "isBelow"
  `);
  const [moved] = rowsOf<{ wasBelow: boolean; isBelow: boolean }>(result);
  if (!moved) return undefined;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await tx
    .insert(inventoryMovements)
    .values({
      itemId,
      kind: m.kind,
      quantity: q,
      reason: m.kind === 'waste' ? (m.reason ?? 'wasted') : null,
      reversesId: m.reversesId ?? null,
      purchaseRequestId: m.purchaseRequestId ?? null,
      costUsd: m.costUsd ?? 0,
      otherProjectId: m.otherProjectId ?? null,
      note: m.note ?? '',
      byUserId: userId,
      workDate: sql`(${at} at time zone ${ORG_TIME_ZONE})::date`,
      at: afterLatest(inventoryMovements.at, inventoryMovements.itemId, itemId, now),
    })
    .returning({ id: inventoryMovements.id });
  if (!row) throw new Error('inventory movement insert returned nothing');
  if (moved.isBelow && !moved.wasBelow) await tellLowStock(ctx, tx, itemId, row.id);
  return row.id;
}

/** Like recordMovement, but a movement that would take on hand below zero is a 422 on `fields`. */
export async function recordOrRefuse(
  ctx: AppContext,
  tx: Tx,
  itemId: string,
  userId: string | null,
  m: Movement,
  fields?: readonly string[],
): Promise<string> {
  const id = await recordMovement(ctx, tx, itemId, userId, m);
  if (id === undefined) throw await moreThanAvailable(tx, itemId, fields);
  return id;
}

const PAGE_OF_CATEGORY: Readonly<Record<string, string>> = { Materials: 'materials', Consumables: 'consumables', Reusables: 'reusables' };

/** The low-stock email to each active manager of the item's project, keyed by the movement that crossed. */
async function tellLowStock(ctx: AppContext, tx: Tx, itemId: string, movementId: string): Promise<void> {
  const [item] = await tx
    .select({
      projectId: inventoryItems.projectId,
      projectName: projects.projectName,
      typeName: inventoryTypes.name,
      category: inventoryTypes.category,
      unit: inventoryTypes.unit,
      quantity: inventoryItems.quantity,
      minimum: inventoryItems.minimum,
    })
    .from(inventoryItems)
    .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
    .innerJoin(projects, eq(projects.id, inventoryItems.projectId))
    .where(eq(inventoryItems.id, itemId));
  if (!item) return;
  const managers = await tx
    .select({ email: users.email })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, item.projectId), eq(users.role, 'Manager'), eq(users.isActive, true)));
  const page = PAGE_OF_CATEGORY[item.category];
  const pageUrl = page
    ? `${ctx.config.publicUrl}/bmdashboard/${page}?project=${item.projectId}`
    : `${ctx.config.publicUrl}/inventory/${item.projectId}`;
  await enqueueMails(
    tx,
    ctx.clock.now(),
    managers.map(({ email }) => ({
      ...lowStockMail({
        to: email,
        projectName: item.projectName,
        typeName: item.typeName,
        onHand: formatQuantity(item.quantity),
        minimum: formatQuantity(item.minimum ?? 0),
        unit: item.unit,
        pageUrl,
      }),
      idempotencyKey: `low-stock:${movementId}:${email.toLowerCase()}`,
    })),
  );
}

export interface LedgerDifference {
  itemId: string;
  field: 'quantity' | 'bought' | 'used' | 'wasted';
  stored: number;
  fromMovements: number;
}

/**
 * The whole-ledger check (decision 070): every item's running totals against the sums of its
 * movements, in one statement. An empty answer means the ledger is right. The grouping is a
 * materialised step, so PostgreSQL scans the movements in parallel (a limit inside would make it
 * plan for stopping early, on one core: 4× slower on a million movements).
 */
export async function ledgerDifferences(tx: Tx, limit = 100): Promise<LedgerDifference[]> {
  const result: unknown = await tx.execute(sql`
    with sums as materialized (
      select item_id,
        sum(delta) as on_hand,
        coalesce(sum(quantity) filter (where kind = 'purchase'), 0) as bought,
        coalesce(sum(quantity) filter (where kind = 'use'), 0) as used,
        coalesce(sum(quantity) filter (where kind = 'waste'), 0) as wasted
      from ${inventoryMovements}
      group by item_id
    ),
    compared as (
      select i.id, i.quantity, i.bought, i.used, i.wasted,
        coalesce(s.on_hand, 0) as s_on_hand, coalesce(s.bought, 0) as s_bought,
        coalesce(s.used, 0) as s_used, coalesce(s.wasted, 0) as s_wasted
      from ${inventoryItems} i left join sums s on s.item_id = i.id
      where i.quantity <> coalesce(s.on_hand, 0) or i.bought <> coalesce(s.bought, 0)
        or i.used <> coalesce(s.used, 0) or i.wasted <> coalesce(s.wasted, 0)
    )
    select id as "itemId", f.field, f.stored::float8 as stored, f.summed::float8 as "fromMovements"
    from compared, lateral (values
      ('quantity', quantity, s_on_hand), ('bought', bought, s_bought), ('used', used, s_used), ('wasted', wasted, s_wasted)
    ) as f(field, stored, summed)
    where f.stored <> f.summed
    limit ${limit}
  `);
  return rowsOf<LedgerDifference>(result);
}
