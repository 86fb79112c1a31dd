import { projectMembers, projects, taskResources, tasks, wbs } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';

/** Test data written straight to the database: a project with one WBS. */
export async function createWbs(t: TestApp, name = 'Earthbag Village'): Promise<{ projectId: string; wbsId: string }> {
  const [project] = await t.ctx.db.insert(projects).values({ projectName: name }).returning({ id: projects.id });
  if (!project) throw new Error('project insert returned nothing');
  const [row] = await t.ctx.db.insert(wbs).values({ projectId: project.id, wbsName: 'Foundations' }).returning({ id: wbs.id });
  if (!row) throw new Error('wbs insert returned nothing');
  return { projectId: project.id, wbsId: row.id };
}

/** A task in the WBS, with the given people assigned. */
export async function createTask(
  t: TestApp,
  place: { projectId: string; wbsId: string },
  values: Partial<typeof tasks.$inferInsert> & { resources?: string[] } = {},
): Promise<string> {
  const { resources = [], ...fields } = values;
  const [row] = await t.ctx.db
    .insert(tasks)
    .values({ num: '1', taskName: 'Dig the trench', ...fields, projectId: place.projectId, wbsId: place.wbsId, isAssigned: resources.length > 0 })
    .returning({ id: tasks.id });
  if (!row) throw new Error('task insert returned nothing');
  if (resources.length) await t.ctx.db.insert(taskResources).values(resources.map((userId) => ({ taskId: row.id, userId })));
  return row.id;
}

export async function addProjectMember(t: TestApp, projectId: string, userId: string): Promise<void> {
  await t.ctx.db.insert(projectMembers).values({ projectId, userId });
}
