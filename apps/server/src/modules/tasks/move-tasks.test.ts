import { describe, expect } from 'vitest';
import { buildTree, moveTask, numberTree, type Task, taskContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { signedIn } from '../../test/harness.js';
import { addTask, createProject, createWbs, outline } from './test-fixtures.js';

const it = test
  .extend('admin', { auto: true }, ({ t }) => signedIn(t, 'Administrator'))
  .extend('manager', { auto: true }, ({ t }) => signedIn(t, 'Manager'))
  .extend('wbsId', { auto: true }, async ({ t, admin }) => (await createWbs(t, admin.token, await createProject(t))).id)
  /** 1 A (1.1 B (1.1.1 C), 1.2 D), 2 E, 3 F (3.1 G (3.1.1 H), 3.2 I), 4 J */
  .extend('tree', { auto: true }, async ({ t, manager, wbsId }) => {
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
  })
  .extend(
    'stored',
    ({ t, wbsId }) =>
      () =>
        t.ctx.db
          .select({ id: tasks.id, parentId: tasks.parentId, num: tasks.num, level: tasks.level })
          .from(tasks)
          .where(eq(tasks.wbsId, wbsId)),
  );

describe('moving a task writes what the whole-tree numbering would', () => {
  it('within a parent, across parents, into a later sibling, out to the top, and back', async ({ t, manager, wbsId, stored }) => {
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
      const res = await api(t, manager.token).call(taskContracts.move, { params: { wbsId }, body: { fromNum, toNum } });
      expect(res.statusCode, `${fromNum} → ${toNum}`).toBe(200);
      expect(res.json<Task>()).toMatchObject({ id: movedId, num: expected.get(movedId)?.num });
      const after = await stored();
      const move = `${fromNum} → ${toNum}`;
      for (const row of after) expect({ ...row, move }).toEqual({ id: row.id, ...expected.get(row.id), move });
    }
    expect(await outline(t, wbsId)).toHaveLength(10);
  });
});
