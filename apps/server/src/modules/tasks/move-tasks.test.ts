import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTree, moveTask, numberTree, type Task } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema/index.js';
import { signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { addTask, caller, createProject, createWbs, outline } from './test-fixtures.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let manager: { id: string; token: string };
let wbsId: string;

/** 1 A (1.1 B (1.1.1 C), 1.2 D), 2 E, 3 F (3.1 G (3.1.1 H), 3.2 I), 4 J */
beforeEach(async () => {
  t = await startTestApp();
  call = caller(t);
  const admin = await signedIn(t, 'Administrator');
  manager = await signedIn(t, 'Manager');
  wbsId = (await createWbs(t, admin.token, await createProject(t))).id;
  const add = async (taskName: string, parent?: Task) =>
    addTask(t, manager.token, wbsId, { taskName, ...(parent ? { parentId: parent.id } : {}) });
  const a = await add('A');
  const b = await add('B', a);
  await add('C', b);
  await add('D', a);
  await add('E');
  const f = await add('F');
  const g = await add('G', f);
  await add('H', g);
  await add('I', f);
  await add('J');
});
afterEach(async () => {
  await t.app.close();
});

const stored = () =>
  t.ctx.db.select({ id: tasks.id, parentId: tasks.parentId, num: tasks.num, level: tasks.level }).from(tasks).where(eq(tasks.wbsId, wbsId));

describe('moving a task writes what the whole-tree numbering would', () => {
  it('within a parent, across parents, into a later sibling, out to the top, and back', async () => {
    const moves: [string, string][] = [
      ['1', '4'],
      ['4', '1'],
      ['1.1', '3.1'],
      ['1', '3.2'],
      ['2.1.1', '1'],
      ['3.1', '2'],
      ['2', '4.1.2'],
      ['3.1.2', '3.1.1'],
    ];
    for (const [fromNum, toNum] of moves) {
      const before = await stored();
      const tree = buildTree(before);
      const movedId = moveTask(tree, fromNum, toNum);
      const expected = numberTree(tree);
      const res = await call(manager.token, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum, toNum });
      expect(res.statusCode, `${fromNum} → ${toNum}`).toBe(200);
      expect(res.json<Task>()).toMatchObject({ id: movedId, num: expected.get(movedId)?.num });
      const after = await stored();
      const move = `${fromNum} → ${toNum}`;
      for (const row of after) expect({ ...row, move }).toEqual({ id: row.id, ...expected.get(row.id), move });
    }
    expect(await outline(t, wbsId)).toHaveLength(10);
  });
});
