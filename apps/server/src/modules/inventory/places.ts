import { INVENTORY_MESSAGES as M, type InventoryCategory, type InventoryItem } from '@goodhours/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inventoryItems, inventoryTypes, projects, wbs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export interface ProjectRef {
  id: string;
  projectName: string;
  isActive: boolean;
  isArchived: boolean;
}

/** The project, or a 404 naming `field` when the id came from a form. */
export async function projectById(tx: Tx, id: string, field?: string): Promise<ProjectRef> {
  const [project] = await tx
    .select({ id: projects.id, projectName: projects.projectName, isActive: projects.isActive, isArchived: projects.isArchived })
    .from(projects)
    .where(eq(projects.id, id));
  if (!project) throw new AppError('NOT_FOUND', M.projectNotFound, field ? { [field]: M.projectNotFound } : undefined);
  return project;
}

/** An archived project keeps its records but receives no more stock. */
export function assertCanReceive(project: ProjectRef, field?: string): void {
  if (project.isArchived) throw new AppError('CONFLICT', M.projectArchived, field ? { [field]: M.projectArchived } : undefined);
}

/** The WBS when it belongs to the project; otherwise a 422 on `field`, or a 404 for a page's own WBS. */
export async function wbsOfProject(tx: Tx, projectId: string, wbsId: string, field?: string): Promise<{ id: string; wbsName: string }> {
  const [row] = await tx
    .select({ id: wbs.id, wbsName: wbs.wbsName })
    .from(wbs)
    .where(and(eq(wbs.id, wbsId), eq(wbs.projectId, projectId)));
  if (row) return row;
  if (field) throw new AppError('VALIDATION', M.wbsNotInProject, { [field]: M.wbsNotInProject });
  throw new AppError('NOT_FOUND', M.wbsNotInProject);
}

/**
 * Serialises every change to the stock of one type at one place (project level or one WBS), so
 * two requests cannot both create the row for it. Keys are taken in sorted order: two transfers
 * in opposite directions wait for each other instead of deadlocking.
 */
export async function lockPlaces(tx: Tx, places: { typeId: string; projectId: string; wbsId: string | null }[]): Promise<void> {
  const keys = [...new Set(places.map((p) => `goodhours.inventory:${p.typeId}:${p.projectId}:${p.wbsId ?? '-'}`))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export const itemColumns = {
  id: inventoryItems.id,
  typeId: inventoryItems.typeId,
  name: inventoryTypes.name,
  category: inventoryTypes.category,
  unit: inventoryTypes.unit,
  description: inventoryTypes.description,
  projectId: inventoryItems.projectId,
  wbsId: inventoryItems.wbsId,
  quantity: inventoryItems.quantity,
  wasted: inventoryItems.wasted,
  costUsd: inventoryItems.costUsd,
  updatedAt: inventoryItems.updatedAt,
};

type ItemRow = { updatedAt: Date; category: string } & Omit<InventoryItem, 'updatedAt' | 'category'>;

export const itemDto = ({ updatedAt, category, ...item }: ItemRow): InventoryItem => ({
  ...item,
  category: category as InventoryCategory,
  updatedAt: updatedAt.toISOString(),
});

/** One item with its type, or a 404. */
export async function readItem(tx: Tx, id: string): Promise<InventoryItem> {
  const [row] = await tx
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
    .where(eq(inventoryItems.id, id));
  if (!row) throw new AppError('NOT_FOUND', M.itemNotFound);
  return itemDto(row);
}
