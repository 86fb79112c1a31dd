/**
 * The work side of the large organisation: 200 projects (two per team), one WBS each with
 * 100 tasks (10 parents × 9 leaves), project members and task resources. Every person is a
 * member of their team's two projects and of one project of another team, and a resource of
 * two leaf tasks in each of those three projects.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PROJECT_CATEGORIES } from '@goodhours/domain';
import type { Db } from '../../apps/server/src/db/client.js';
import { projectMembers, projects, taskResources, tasks, wbs } from '../../apps/server/src/db/schema/index.js';
import type { Random } from './prng.js';

export interface WorkTask {
  taskId: string;
  wbsId: string;
  projectId: string;
  category: string;
}

/** What one person may log against. */
export interface PersonWork {
  projectIds: string[];
  /** Leaf tasks the person is a resource of. */
  tasks: WorkTask[];
}

const PARENTS_PER_PROJECT = 10;
const LEAVES_PER_PARENT = 9;
const TASKS_PER_RESOURCE_PROJECT = 2;
const CATEGORIES = PROJECT_CATEGORIES.filter((c) => c !== 'Unspecified');

type TaskInsert = typeof tasks.$inferInsert;

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Inserts projects, WBSs and tasks; returns each project's leaf tasks, in project order. */
async function insertProjects(db: Db, rnd: Random, projectCount: number) {
  const projectRows = await db
    .insert(projects)
    .values(
      Array.from({ length: projectCount }, (_, p) => ({
        projectName: `Large org project ${String(p + 1).padStart(3, '0')}`,
        category: CATEGORIES[p % CATEGORIES.length] ?? 'Other',
      })),
    )
    .returning({ id: projects.id, category: projects.category });
  const wbsRows = await db
    .insert(wbs)
    .values(projectRows.map((p, i) => ({ projectId: p.id, wbsName: `Large org WBS ${String(i + 1)}` })))
    .returning({ id: wbs.id, projectId: wbs.projectId });
  const taskRows: TaskInsert[] = [];
  const leavesByProject: WorkTask[][] = [];
  wbsRows.forEach((w, p) => {
    const category = projectRows[p]?.category ?? 'Other';
    const leaves: WorkTask[] = [];
    for (let i = 1; i <= PARENTS_PER_PROJECT; i++) {
      const parentId = randomUUID();
      taskRows.push({
        id: parentId,
        wbsId: w.id,
        projectId: w.projectId,
        num: String(i),
        level: 1,
        taskName: `Phase ${String(i)}`,
        status: 'Active',
      });
      for (let j = 1; j <= LEAVES_PER_PARENT; j++) {
        const id = randomUUID();
        const best = rnd.int(2, 20);
        const most = best + rnd.int(0, 40);
        const worst = most + rnd.int(0, 80);
        taskRows.push({
          id,
          wbsId: w.id,
          projectId: w.projectId,
          parentId,
          num: `${String(i)}.${String(j)}`,
          level: 2,
          taskName: `Phase ${String(i)} step ${String(j)}`,
          status: rnd.chance(0.2) ? 'Complete' : 'Active',
          hoursBest: best,
          hoursMost: most,
          hoursWorst: worst,
          estimatedHours: Math.round(((best + 4 * most + worst) / 6) * 100) / 100,
        });
        leaves.push({ taskId: id, wbsId: w.id, projectId: w.projectId, category });
      }
    }
    leavesByProject.push(leaves);
  });
  await insertInBatches(taskRows, 2000, (batch) => db.insert(tasks).values(batch));
  return { projectIds: projectRows.map((p) => p.id), leavesByProject, taskCount: taskRows.length };
}

/**
 * Builds the projects and tasks and gives each person (in `userIds` order, person i in team
 * i % teamCount) their projects and resource tasks.
 */
export async function generateWork(db: Db, rnd: Random, userIds: string[], teamCount: number, projectCount = 2 * teamCount) {
  const { projectIds, leavesByProject, taskCount } = await insertProjects(db, rnd, projectCount);
  const people: PersonWork[] = [];
  const members: (typeof projectMembers.$inferInsert)[] = [];
  const resources: (typeof taskResources.$inferInsert)[] = [];
  userIds.forEach((userId, i) => {
    const team = i % teamCount;
    const other = (team + 1 + rnd.int(0, teamCount - 2)) % teamCount;
    const own = [2 * team, 2 * team + 1, 2 * other + rnd.int(0, 1)].map((p) => p % projectCount);
    const work: PersonWork = { projectIds: [], tasks: [] };
    for (const p of own) {
      const projectId = projectIds[p] as string;
      work.projectIds.push(projectId);
      members.push({ projectId, userId });
      const leaves = leavesByProject[p] ?? [];
      const chosen = new Set<WorkTask>();
      while (chosen.size < Math.min(TASKS_PER_RESOURCE_PROJECT, leaves.length)) chosen.add(rnd.pick(leaves));
      for (const t of chosen) {
        work.tasks.push(t);
        resources.push({ taskId: t.taskId, userId });
      }
    }
    people.push(work);
  });
  await insertInBatches(members, 5000, (batch) => db.insert(projectMembers).values(batch));
  await insertInBatches(resources, 5000, (batch) => db.insert(taskResources).values(batch));
  await db.execute(sql`update tasks set is_assigned = true where id in (select task_id from task_resources)`);
  return { people, projectCount: projectIds.length, taskCount, resourceCount: resources.length };
}
