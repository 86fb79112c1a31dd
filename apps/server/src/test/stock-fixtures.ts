import type { InventoryCategory } from '@goodhours/domain';
import { inventoryTypes, projects, wbs } from '../db/schema/index.js';
import type { TestApp } from './harness.js';

export async function makeProject(t: TestApp, projectName: string, opts: { isArchived?: boolean } = {}): Promise<string> {
  const [row] = await t.ctx.db
    .insert(projects)
    .values({ projectName, ...opts })
    .returning({ id: projects.id });
  if (!row) throw new Error('project insert returned nothing');
  return row.id;
}

export async function makeWbs(t: TestApp, projectId: string, wbsName: string): Promise<string> {
  const [row] = await t.ctx.db.insert(wbs).values({ projectId, wbsName }).returning({ id: wbs.id });
  if (!row) throw new Error('wbs insert returned nothing');
  return row.id;
}

export async function makeType(
  t: TestApp,
  name: string,
  category: InventoryCategory,
  unit = 'each',
  extra: Partial<typeof inventoryTypes.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.ctx.db
    .insert(inventoryTypes)
    .values({ name, category, unit, ...extra })
    .returning({ id: inventoryTypes.id });
  if (!row) throw new Error('type insert returned nothing');
  return row.id;
}
