/**
 * The task tree benchmark (issue 4): a WBS of 5,550 tasks (50 top-level tasks × 10 × 10) and
 * the time to load one level of it through the app, roll-ups included. Budget: under 50 ms p95
 * on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../apps/server/src/db/client.js';
import { projects, taskResources, tasks, wbs } from '../../apps/server/src/db/schema/index.js';
import { measure, report } from './stats.js';

type TaskInsert = typeof tasks.$inferInsert;

/** Inserts the project, the WBS and its tasks; returns the ids the benchmark reads. */
export async function generateTaskTree(db: Db, resourceId: string, top = 50, fanOut = 10) {
  const [project] = await db.insert(projects).values({ projectName: 'Bench task tree' }).returning({ id: projects.id });
  if (!project) throw new Error('project insert returned nothing');
  const [tree] = await db.insert(wbs).values({ projectId: project.id, wbsName: 'Bench WBS' }).returning({ id: wbs.id });
  if (!tree) throw new Error('wbs insert returned nothing');
  const rows: TaskInsert[] = [];
  const add = (parentId: string | null, num: string, level: number): string => {
    const id = randomUUID();
    const n = rows.length;
    rows.push({
      id,
      wbsId: tree.id,
      projectId: project.id,
      parentId,
      num,
      level,
      taskName: `Bench task ${num}`,
      hoursBest: 1,
      hoursMost: 2,
      hoursWorst: 4,
      estimatedHours: 2.17,
      hoursLogged: n % 3,
      status: n % 5 === 0 ? 'Complete' : 'Active',
      isAssigned: n % 4 === 0,
    });
    return id;
  };
  const topIds: string[] = [];
  const middleIds: string[] = [];
  for (let i = 1; i <= top; i++) {
    const a = add(null, String(i), 1);
    topIds.push(a);
    for (let j = 1; j <= fanOut; j++) {
      const b = add(a, `${String(i)}.${String(j)}`, 2);
      middleIds.push(b);
      for (let k = 1; k <= fanOut; k++) add(b, `${String(i)}.${String(j)}.${String(k)}`, 3);
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(tasks).values(rows.slice(i, i + 500));
  const assigned = rows.filter((r) => r.isAssigned).map((r) => ({ taskId: r.id as string, userId: resourceId }));
  for (let i = 0; i < assigned.length; i += 1000) await db.insert(taskResources).values(assigned.slice(i, i + 1000));
  return {
    wbsId: tree.id,
    count: rows.length,
    middleTop: topIds[Math.floor(top / 2)] ?? '',
    middle: middleIds[Math.floor(middleIds.length / 2)] ?? '',
  };
}

/** Moves `a` to `b`, then back, in turn. */
function moveBackAndForth(app: FastifyInstance, url: string, headers: Record<string, string>, a: string, b: string) {
  let flip = false;
  return async () => {
    flip = !flip;
    const payload = flip ? { fromNum: a, toNum: b } : { fromNum: b, toNum: a };
    const res = await app.inject({ method: 'PUT', url, headers, payload });
    if (res.statusCode !== 200) throw new Error(`move ${a} ↔ ${b} answered ${String(res.statusCode)}: ${res.body.slice(0, 200)}`);
  };
}

/** `settle`: ANALYZE the new rows first (PostgreSQL), as autovacuum would soon after a load. */
export async function benchTaskTree(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  resourceId: string,
  settle = false,
): Promise<void> {
  const { wbsId, count, middleTop, middle } = await generateTaskTree(db, resourceId);
  if (settle) await db.execute(sql`analyze tasks; analyze task_resources`);
  console.log(`\nTask tree: one WBS of ${count.toLocaleString('en-US')} tasks (budget: under 50 ms p95 per level on PostgreSQL)`);
  const level = (path: string) => () => app.inject({ method: 'GET', url: `/api/tasks/${wbsId}/${path}`, headers });
  report('GET /api/tasks/:wbs/1/0 (top level, 50 tasks)', await measure(level('1/0'), 300, 30));
  report('GET /api/tasks/:wbs/2/:mother (middle, 10 tasks)', await measure(level(`2/${middleTop}`), 300, 30));
  report('GET /api/tasks/:wbs/3/:mother (leaves, 10 tasks)', await measure(level(`3/${middle}`), 300, 30));
  const move = `/api/tasks/moveTasks/${wbsId}`;
  report('PUT /api/tasks/moveTasks/:wbs (1 ↔ 50, renumbers all)', await measure(moveBackAndForth(app, move, headers, '1', '50'), 40, 4));
  report('PUT …/moveTasks/:wbs (25.1 ↔ 25.10, 110 tasks)', await measure(moveBackAndForth(app, move, headers, '25.1', '25.10'), 100, 10));
  report(
    'PUT …/moveTasks/:wbs (25.5.1 ↔ 25.5.10, 10 tasks)',
    await measure(moveBackAndForth(app, move, headers, '25.5.1', '25.5.10'), 100, 10),
  );
}
