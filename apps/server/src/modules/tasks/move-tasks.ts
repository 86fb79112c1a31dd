import { applyNums, buildTree, changedPlacements, moveTask, numberTree, type Task } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { lockWbs } from './locks.js';
import { asInputProblem, loadNodes, reshape, writePlacements } from './structure.js';
import { moveInPlace } from './move-in-place.js';
import { readTask } from './task-query.js';

/**
 * `PUT /api/tasks/moveTasks/{wbsId}`: moves the task numbered `fromNum` (with its subtree) so
 * that it becomes number `toNum`, as numbered before the move; the numbers stay 1..n under each
 * parent. Only the tasks whose number changes are written (`moveInPlace`); a refused move, or a
 * WBS whose stored numbers do not follow its tree, goes through the whole tree instead.
 * Returns the moved task at its new place.
 */
export async function moveTasks(ctx: AppContext, wbsId: string, fromNum: string, toNum: string): Promise<Task> {
  return ctx.db.transaction(async (tx) => {
    await lockWbs(tx, wbsId);
    let movedId = await moveInPlace(tx, wbsId, fromNum, toNum);
    if (movedId === null) {
      await reshape(tx, wbsId, (tree) => {
        movedId = moveTask(tree, fromNum, toNum);
      });
    }
    if (movedId === null) throw new Error('moved task not found');
    const moved = await readTask(tx, movedId);
    if (!moved) throw new Error('moved task vanished');
    return moved;
  });
}

/**
 * `PUT /api/tasks/update/num`: gives the listed tasks new numbers (and so new parents and
 * order), then numbers the WBS again so there are no gaps. Returns how many tasks changed place.
 */
export async function updateNums(
  ctx: AppContext,
  wbsId: string,
  nums: readonly { id: string; num: string }[],
): Promise<{ changedCount: number }> {
  return ctx.db.transaction(async (tx) => {
    await lockWbs(tx, wbsId);
    const nodes = await loadNodes(tx, wbsId);
    const numbering = numberTree(buildTree(asInputProblem(() => applyNums(nodes, nums))));
    const changed = changedPlacements(nodes, numbering);
    await writePlacements(tx, changed);
    return { changedCount: changed.length };
  });
}
