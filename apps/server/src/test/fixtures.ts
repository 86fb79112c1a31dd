import type { users } from '../db/schema/index.js';
import { projects, taskResources, tasks, teamMembers, teams, timeEntries, wbs } from '../db/schema/index.js';
import { createUser, login, type TestApp } from './harness.js';

/** A team with these members; `hidden` members are in it but invisible to it. */
export async function makeTeam(t: TestApp, name: string, memberIds: string[], hidden: string[] = []): Promise<string> {
  const [team] = await t.ctx.db
    .insert(teams)
    .values({ teamName: name, teamCode: name.slice(0, 5).toUpperCase() })
    .returning({ id: teams.id });
  if (!team) throw new Error('team insert returned nothing');
  const rows = [
    ...memberIds.map((userId) => ({ teamId: team.id, userId })),
    ...hidden.map((userId) => ({ teamId: team.id, userId, visible: false })),
  ];
  if (rows.length) await t.ctx.db.insert(teamMembers).values(rows);
  return team.id;
}

/** A time entry written straight to the table (the harness week runs 2026-11-15 to 11-21). */
export async function logHours(
  t: TestApp,
  personId: string,
  hours: number,
  opts: { date?: string; tangible?: boolean; taskId?: string; projectId?: string } = {},
): Promise<void> {
  await t.ctx.db.insert(timeEntries).values({
    personId,
    dateOfWork: opts.date ?? '2026-11-17',
    totalSeconds: Math.round(hours * 3600),
    isTangible: opts.tangible ?? true,
    ...(opts.taskId ? { taskId: opts.taskId } : {}),
    ...(opts.projectId ? { projectId: opts.projectId } : {}),
  });
}

let taskCounter = 0;
/** A task in a project of its own, with these people as its resources. */
export async function makeTask(
  t: TestApp,
  resourceIds: string[],
  opts: { name?: string; estimatedHours?: number; hoursLogged?: number; reviewStatus?: string; dueDatetime?: string; status?: string } = {},
): Promise<string> {
  taskCounter++;
  const [project] = await t.ctx.db
    .insert(projects)
    .values({ projectName: `Project ${String(taskCounter)}` })
    .returning({ id: projects.id });
  if (!project) throw new Error('project insert returned nothing');
  const [w] = await t.ctx.db.insert(wbs).values({ projectId: project.id, wbsName: 'Work' }).returning({ id: wbs.id });
  if (!w) throw new Error('wbs insert returned nothing');
  const [task] = await t.ctx.db
    .insert(tasks)
    .values({
      wbsId: w.id,
      projectId: project.id,
      num: String(taskCounter),
      taskName: opts.name ?? `Task ${String(taskCounter)}`,
      estimatedHours: opts.estimatedHours ?? 10,
      hoursLogged: opts.hoursLogged ?? 0,
      isAssigned: resourceIds.length > 0,
      ...(opts.dueDatetime ? { dueDatetime: new Date(opts.dueDatetime) } : {}),
      ...(opts.status ? { status: opts.status } : {}),
    })
    .returning({ id: tasks.id });
  if (!task) throw new Error('task insert returned nothing');
  if (resourceIds.length) {
    await t.ctx.db
      .insert(taskResources)
      .values(resourceIds.map((userId) => ({ taskId: task.id, userId, reviewStatus: opts.reviewStatus ?? 'Unsubmitted' })));
  }
  return task.id;
}

/** A project with one WBS, written straight to the database. */
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
    .values({
      num: '1',
      taskName: 'Dig the trench',
      ...fields,
      projectId: place.projectId,
      wbsId: place.wbsId,
      isAssigned: resources.length > 0,
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error('task insert returned nothing');
  if (resources.length) await t.ctx.db.insert(taskResources).values(resources.map((userId) => ({ taskId: row.id, userId })));
  return row.id;
}

/** A signed-in person of the role, with extra permissions and any of their fields set. */
export async function person(t: TestApp, role: string, permissions: string[] = [], overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t, role, { frontPermissions: permissions, ...overrides });
  return { ...user, token: await login(t, user.email) };
}

/** A project with one WBS and one task under it. */
export async function place(t: TestApp, projectName = 'Earthbag Village', category = 'Housing', estimatedHours = 0) {
  const [project] = await t.ctx.db.insert(projects).values({ projectName, category }).returning({ id: projects.id });
  if (!project) throw new Error('project insert returned nothing');
  const [w] = await t.ctx.db.insert(wbs).values({ projectId: project.id, wbsName: 'Walls' }).returning({ id: wbs.id });
  if (!w) throw new Error('wbs insert returned nothing');
  const [task] = await t.ctx.db
    .insert(tasks)
    .values({ wbsId: w.id, projectId: project.id, num: '1', taskName: 'Frame the north wall', estimatedHours })
    .returning({ id: tasks.id });
  if (!task) throw new Error('task insert returned nothing');
  return { projectId: project.id, wbsId: w.id, taskId: task.id };
}
