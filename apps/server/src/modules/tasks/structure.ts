import {
  buildTree,
  changedPlacements,
  NumberingProblem,
  numberTree,
  type NumberedNode,
  type Placement,
  type TaskTree,
} from '@goodhours/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export type StoredNode = NumberedNode & { level: number };

/** Where every task of a WBS sits: id, parent, number and level. */
export async function loadNodes(tx: Tx, wbsId: string): Promise<StoredNode[]> {
  return tx
    .select({ id: tasks.id, parentId: tasks.parentId, num: tasks.num, level: tasks.level })
    .from(tasks)
    .where(eq(tasks.wbsId, wbsId));
}

/** Writes new numbers, levels and parents in one statement per 2,000 tasks. */
export async function writePlacements(tx: Tx, placements: readonly (Placement & { id: string })[]): Promise<void> {
  for (let i = 0; i < placements.length; i += 2000) {
    const chunk = placements.slice(i, i + 2000).map((p) => ({ id: p.id, parent_id: p.parentId, num: p.num, level: p.level }));
    await tx.execute(sql`
      update tasks t set num = v.num, level = v.level, parent_id = v.parent_id
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(id uuid, parent_id uuid, num text, level int)
       where t.id = v.id`);
  }
}

/** Turns a broken numbering rule into a 422 with the rule's message. */
export function asInputProblem<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof NumberingProblem) throw new AppError('VALIDATION', err.message);
    throw err;
  }
}

/**
 * Changes the shape of a WBS (whose row the caller has locked): loads the tree, lets `edit`
 * rearrange it, numbers it again and writes only the tasks whose place changed. Tasks `edit`
 * detaches are left out of the numbering (the caller deletes them). Returns the new numbering,
 * which also places tasks `edit` attached but that are not stored yet.
 */
export async function reshape(
  tx: Tx,
  wbsId: string,
  edit: (tree: TaskTree, nodes: readonly StoredNode[]) => void,
): Promise<Map<string, Placement>> {
  const nodes = await loadNodes(tx, wbsId);
  const tree = buildTree(nodes);
  asInputProblem(() => {
    edit(tree, nodes);
  });
  const numbering = numberTree(tree);
  await writePlacements(tx, changedPlacements(nodes, numbering));
  return numbering;
}
