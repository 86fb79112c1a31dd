import {
  INVENTORY_MESSAGES as M,
  type InventoryMovement,
  type InventoryMovementKind,
  type InventoryPlace,
  type ProjectInventory,
} from '@goodhours/domain';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inventoryItems, inventoryMovements, inventoryTypes, projects, users, wbs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { itemColumns, itemDto, projectById, wbsOfProject } from './places.js';
import { inventorySummary } from './summary-query.js';
import { rowsOf } from '../../db/raw.js';

/**
 * A project's inventory page: the items held at the project level (or by one WBS), by category
 * and name, the project's WBS, and the totals of the whole project (document 1 §3 Project).
 */
export async function projectInventory(ctx: AppContext, projectId: string, wbsId?: string): Promise<ProjectInventory> {
  const tx = ctx.db;
  const project = await projectById(tx, projectId);
  const shownWbs = wbsId ? await wbsOfProject(tx, projectId, wbsId) : null;
  const items = await tx
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
    .where(and(eq(inventoryItems.projectId, projectId), wbsId ? eq(inventoryItems.wbsId, wbsId) : isNull(inventoryItems.wbsId)))
    .orderBy(asc(inventoryTypes.category), asc(sql`lower(${inventoryTypes.name})`));
  const wbsList = await tx
    .select({ id: wbs.id, wbsName: wbs.wbsName })
    .from(wbs)
    .where(eq(wbs.projectId, projectId))
    .orderBy(asc(sql`lower(${wbs.wbsName})`));
  return {
    project,
    wbs: shownWbs,
    wbsList,
    items: items.map(itemDto),
    summary: await inventorySummary(tx, projectId),
  };
}

/** Projects that can receive stock (not archived), each with its WBS, in one query. */
export async function inventoryPlaces(ctx: AppContext): Promise<InventoryPlace[]> {
  const result: unknown = await ctx.db.execute(sql`
    select p.id, p.project_name as "projectName",
      coalesce(
        json_agg(json_build_object('id', w.id, 'wbsName', w.wbs_name) order by lower(w.wbs_name)) filter (where w.id is not null),
        '[]'::json
      ) as wbs
    from ${projects} p
    left join ${wbs} w on w.project_id = p.id
    where not p.is_archived
    group by p.id, p.project_name
    order by lower(p.project_name)
  `);
  const rows = rowsOf<Omit<InventoryPlace, 'wbs'> & { wbs: InventoryPlace['wbs'] | string }>(result);
  return rows.map((r) => ({
    id: r.id,
    projectName: r.projectName,
    wbs: typeof r.wbs === 'string' ? (JSON.parse(r.wbs) as InventoryPlace['wbs']) : r.wbs,
  }));
}

/** Every change to an item, newest first, with who made it and the other project of a transfer. */
export async function itemHistory(ctx: AppContext, itemId: string): Promise<InventoryMovement[]> {
  const [item] = await ctx.db.select({ id: inventoryItems.id }).from(inventoryItems).where(eq(inventoryItems.id, itemId));
  if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
  return itemHistoryRows(ctx.db, itemId);
}

/** An item's movements, newest first, optionally before a moment and at most `limit` (the building portal's pages). */
export async function itemHistoryRows(tx: Tx, itemId: string, page: { before?: SQL; limit?: number } = {}): Promise<InventoryMovement[]> {
  const query = tx
    .select({
      id: inventoryMovements.id,
      kind: inventoryMovements.kind,
      quantity: inventoryMovements.quantity,
      costUsd: inventoryMovements.costUsd,
      reason: inventoryMovements.reason,
      reversesId: inventoryMovements.reversesId,
      workDate: inventoryMovements.workDate,
      note: inventoryMovements.note,
      at: inventoryMovements.at,
      byId: users.id,
      byFirstName: users.firstName,
      byLastName: users.lastName,
      otherId: projects.id,
      otherName: projects.projectName,
    })
    .from(inventoryMovements)
    .leftJoin(users, eq(users.id, inventoryMovements.byUserId))
    .leftJoin(projects, eq(projects.id, inventoryMovements.otherProjectId))
    .where(and(eq(inventoryMovements.itemId, itemId), page.before))
    .orderBy(desc(inventoryMovements.at), desc(inventoryMovements.id));
  const rows = await (page.limit ? query.limit(page.limit) : query);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as InventoryMovementKind,
    quantity: r.quantity,
    costUsd: r.costUsd,
    reason: r.reason as InventoryMovement['reason'],
    reversesId: r.reversesId,
    workDate: r.workDate,
    note: r.note,
    at: r.at.toISOString(),
    by: r.byId ? { id: r.byId, firstName: r.byFirstName ?? '', lastName: r.byLastName ?? '' } : null,
    otherProject: r.otherId ? { id: r.otherId, projectName: r.otherName ?? '' } : null,
  }));
}
