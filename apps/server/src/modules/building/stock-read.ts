import {
  INVENTORY_MESSAGES as IM,
  type BuildingProject,
  type StockCategory,
  type StockPage,
  type StockRow,
  type MovementsPage,
  type stockQuery,
} from '@goodhours/domain';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inventoryItems, inventoryMovements, inventoryTypes, projects, wbs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { itemHistoryRows } from '../inventory/index.js';

const rowColumns = {
  itemId: inventoryItems.id,
  projectId: projects.id,
  projectName: projects.projectName,
  wbsId: wbs.id,
  wbsName: wbs.wbsName,
  typeId: inventoryTypes.id,
  typeName: inventoryTypes.name,
  unit: inventoryTypes.unit,
  category: inventoryTypes.category,
  bought: inventoryItems.bought,
  used: inventoryItems.used,
  wasted: inventoryItems.wasted,
  available: inventoryItems.quantity,
  minimum: inventoryItems.minimum,
  belowMinimum: inventoryItems.belowMinimum,
  updatedAt: inventoryItems.updatedAt,
};

interface Row {
  itemId: string;
  projectId: string;
  projectName: string;
  wbsId: string | null;
  wbsName: string | null;
  typeId: string;
  typeName: string;
  unit: string;
  category: string;
  bought: number;
  used: number;
  wasted: number;
  available: number;
  minimum: number | null;
  belowMinimum: boolean;
  updatedAt: Date;
}

const toStockRow = (r: Row): StockRow => ({
  itemId: r.itemId,
  project: { id: r.projectId, projectName: r.projectName },
  wbs: r.wbsId ? { id: r.wbsId, wbsName: r.wbsName ?? '' } : null,
  type: { id: r.typeId, name: r.typeName, unit: r.unit, category: r.category as StockCategory },
  bought: r.bought,
  used: r.used,
  wasted: r.wasted,
  available: r.available,
  minimum: r.minimum,
  belowMinimum: r.belowMinimum,
  updatedAt: r.updatedAt.toISOString(),
});

const fromItems = (tx: Tx) =>
  tx
    .select(rowColumns)
    .from(inventoryItems)
    .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
    .innerJoin(projects, eq(projects.id, inventoryItems.projectId))
    .leftJoin(wbs, eq(wbs.id, inventoryItems.wbsId));

/** The stock rows of the given items, in the order of the ids. */
export async function stockRows(tx: Tx, itemIds: readonly string[]): Promise<StockRow[]> {
  if (!itemIds.length) return [];
  const rows = await fromItems(tx).where(inArray(inventoryItems.id, [...itemIds]));
  const byId = new Map(rows.map((r) => [r.itemId, toStockRow(r)]));
  return itemIds.flatMap((id) => byId.get(id) ?? []);
}

export async function stockRow(tx: Tx, itemId: string): Promise<StockRow> {
  const [row] = await stockRows(tx, [itemId]);
  if (!row) throw new AppError('NOT_FOUND', IM.itemNotFound);
  return row;
}

const SORTS: Record<z.output<ReturnType<typeof stockQuery>>['sort'], SQL> = {
  project: sql`lower(${projects.projectName})`,
  type: sql`lower(${inventoryTypes.name})`,
  bought: sql`${inventoryItems.bought}`,
  used: sql`${inventoryItems.used}`,
  wasted: sql`${inventoryItems.wasted}`,
  available: sql`${inventoryItems.quantity}`,
};

/**
 * One category's stock per project and type (document 3 §2.9 materials, consumables, reusables),
 * filtered, sorted and a page at a time, with the count of every match, in one statement.
 */
export async function listStock(ctx: AppContext, q: z.output<ReturnType<typeof stockQuery>>): Promise<StockPage> {
  const order = q.dir === 'desc' ? desc : asc;
  const rows = await ctx.db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(inventoryItems)
    .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
    .innerJoin(projects, eq(projects.id, inventoryItems.projectId))
    .leftJoin(wbs, eq(wbs.id, inventoryItems.wbsId))
    .where(
      and(
        eq(inventoryTypes.category, q.category),
        q.projectId ? eq(inventoryItems.projectId, q.projectId) : undefined,
        q.typeId ? eq(inventoryItems.typeId, q.typeId) : undefined,
      ),
    )
    .orderBy(
      order(SORTS[q.sort]),
      asc(sql`lower(${projects.projectName})`),
      asc(sql`lower(${inventoryTypes.name})`),
      asc(inventoryItems.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  return { rows: rows.map(toStockRow), total: rows[0]?.total ?? 0 };
}

/** An item with its newest movements before `before`, 50 at a time (index on item and time). */
export async function itemMovements(ctx: AppContext, itemId: string, q: { before?: string; limit: number }): Promise<MovementsPage> {
  const item = await stockRow(ctx.db, itemId);
  const rows = await itemHistoryRows(ctx.db, itemId, {
    before: q.before ? lt(inventoryMovements.at, new Date(q.before)) : undefined,
    limit: q.limit + 1,
  });
  return { item, movements: rows.slice(0, q.limit), more: rows.length > q.limit };
}

/** Projects the portal works on: not archived, by name. */
export async function buildingProjects(ctx: AppContext): Promise<BuildingProject[]> {
  return ctx.db
    .select({ id: projects.id, projectName: projects.projectName, isActive: projects.isActive })
    .from(projects)
    .where(eq(projects.isArchived, false))
    .orderBy(asc(sql`lower(${projects.projectName})`), asc(projects.id));
}
