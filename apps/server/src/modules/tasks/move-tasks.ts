import { applyNums, buildTree, changedPlacements, moveTask, numberTree, type Task } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { lockWbs } from './locks.js';
import { asInputProblem, loadNodes, reshape, writePlacements } from './structure.js';
import { readTask } from './task-query.js';

/**
 * `PUT /api/tasks/moveTasks/{wbsId}`: moves the task numbered `fromNum` (with its subtree) so
 * that it becomes number `toNum`, as numbered before the move; everything is numbered again.
 * Returns the moved task at its new place.
 */
export async function moveTasks(ctx: AppContext, wbsId: string, fromNum: string, toNum: string): Promise<Task> {
  return ctx.db.transaction(async (tx) => {
    await lockWbs(tx, wbsId);
    let movedId = '';
    await reshape(tx, wbsId, (tree) => {
      movedId = moveTask(tree, fromNum, toNum);
    });
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
