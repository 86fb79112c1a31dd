import { TASK_MESSAGES as M } from './messages.js';

/**
 * Task numbers (document 1 §3 Task `num`): siblings are numbered 1..n under their parent's
 * number, so a tree reads 1, 1.1, 1.1.2, 2 ... Every change to the shape of a WBS (create,
 * delete, move, copy, renumber) edits an ordered tree and numbers it again from the top, so
 * numbers never have gaps or duplicates.
 */

/** What numbering needs to know about a task. */
export interface NumberedNode {
  id: string;
  parentId: string | null;
  num: string;
}

/** Where a task sits after numbering. */
export interface Placement {
  parentId: string | null;
  num: string;
  level: number;
}

/** Children of each task in order; the key `null` holds the top level. */
export type TaskTree = Map<string | null, string[]>;

/** A rule of numbering was broken; `message` is for the person who asked. */
export class NumberingProblem extends Error {}

/** Orders numbers part by part as numbers: 1.2 before 1.10, 2 before 10. */
export function compareNums(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const d = Number(x) - Number(y);
    if (d !== 0) return d;
  }
  return 0;
}

/** The number of the parent of `num` ('' for a top-level number). */
export function parentNum(num: string): string {
  const at = num.lastIndexOf('.');
  return at === -1 ? '' : num.slice(0, at);
}

/** The ordered tree of a WBS. A task whose parent is missing is treated as top level. */
export function buildTree(nodes: readonly NumberedNode[]): TaskTree {
  const ids = new Set(nodes.map((n) => n.id));
  const sorted = [...nodes].sort((a, b) => compareNums(a.num, b.num));
  const tree: TaskTree = new Map([[null, []]]);
  for (const n of sorted) {
    const parent = n.parentId && ids.has(n.parentId) ? n.parentId : null;
    const list = tree.get(parent);
    if (list) list.push(n.id);
    else tree.set(parent, [n.id]);
  }
  return tree;
}

/** Numbers every task reachable from the top: 1..n per parent, levels from 1. */
export function numberTree(tree: TaskTree): Map<string, Placement> {
  const out = new Map<string, Placement>();
  const visit = (parentId: string | null, prefix: string, level: number) => {
    (tree.get(parentId) ?? []).forEach((id, i) => {
      const num = prefix ? `${prefix}.${String(i + 1)}` : String(i + 1);
      out.set(id, { parentId, num, level });
      visit(id, num, level + 1);
    });
  };
  visit(null, '', 1);
  return out;
}

/** The task and everything under it, parent before children. */
export function subtreeIds(tree: TaskTree, id: string): string[] {
  const out: string[] = [];
  const visit = (at: string) => {
    out.push(at);
    for (const child of tree.get(at) ?? []) visit(child);
  };
  visit(id);
  return out;
}

function parentOf(tree: TaskTree, id: string): string | null | undefined {
  for (const [parent, children] of tree) if (children.includes(id)) return parent;
  return undefined;
}

/** Takes a task (and with it its subtree) out of the tree. */
export function detach(tree: TaskTree, id: string): void {
  const parent = parentOf(tree, id);
  if (parent === undefined) return;
  const list = tree.get(parent) ?? [];
  tree.set(
    parent,
    list.filter((c) => c !== id),
  );
}

/** Puts `id` among the children of `parentId` at `index` (0-based; past the end appends). */
export function attach(tree: TaskTree, parentId: string | null, id: string, index = Number.POSITIVE_INFINITY): void {
  const list = [...(tree.get(parentId) ?? [])];
  list.splice(Math.min(index, list.length), 0, id);
  tree.set(parentId, list);
}

/** Puts `id` right after `siblingId`, under the same parent. */
export function attachAfter(tree: TaskTree, siblingId: string, id: string): void {
  const parent = parentOf(tree, siblingId) ?? null;
  const list = tree.get(parent) ?? [];
  attach(tree, parent, id, list.indexOf(siblingId) + 1);
}

function idsByNum(numbering: Map<string, Placement>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, p] of numbering) out.set(p.num, id);
  return out;
}

/**
 * Moves the task numbered `fromNum` to `toNum` (`PUT tasks/moveTasks`): the new parent is the
 * task whose current number is `toNum` without its last part, and the last part is the new
 * position among that parent's children (1 to their count + 1). Returns the task's id.
 */
export function moveTask(tree: TaskTree, fromNum: string, toNum: string): string {
  const byNum = idsByNum(numberTree(tree));
  const id = byNum.get(fromNum);
  if (!id) throw new NumberingProblem(M.numNotFound(fromNum));
  const targetParentNum = parentNum(toNum);
  const parentId = targetParentNum ? byNum.get(targetParentNum) : null;
  if (parentId === undefined) throw new NumberingProblem(M.moveParentMissing(targetParentNum));
  if (parentId !== null && subtreeIds(tree, id).includes(parentId)) throw new NumberingProblem(M.moveIntoItself);
  const position = Number(toNum.slice(toNum.lastIndexOf('.') + 1));
  const siblings = (tree.get(parentId) ?? []).filter((c) => c !== id);
  if (position < 1 || position > siblings.length + 1) throw new NumberingProblem(M.movePositionInvalid(siblings.length + 1));
  detach(tree, id);
  attach(tree, parentId, id, position - 1);
  return id;
}

/**
 * Gives each listed task a new number (`PUT tasks/update/num`). A listed task goes under the
 * task that then holds its number without the last part; tasks not listed keep their parent.
 * Within each parent, tasks are ordered by their new numbers (unlisted ones by their old), and
 * the whole tree is numbered again so gaps close.
 */
export function applyNums(nodes: readonly NumberedNode[], nums: readonly { id: string; num: string }[]): NumberedNode[] {
  const wanted = new Map(nums.map((n) => [n.id, n.num]));
  const known = new Set(nodes.map((n) => n.id));
  for (const id of wanted.keys()) if (!known.has(id)) throw new NumberingProblem(M.numsUnknownTask);
  const finalNum = new Map(nodes.map((n) => [n.id, wanted.get(n.id) ?? n.num]));
  const byNum = new Map<string, string>();
  for (const [id, num] of finalNum) {
    if (byNum.has(num)) throw new NumberingProblem(M.numsDuplicate(num));
    byNum.set(num, id);
  }
  const next = nodes.map((n) => {
    const num = finalNum.get(n.id) ?? n.num;
    if (!wanted.has(n.id)) return { ...n, num };
    const pNum = parentNum(num);
    const parentId = pNum ? byNum.get(pNum) : null;
    if (parentId === undefined) throw new NumberingProblem(M.moveParentMissing(pNum));
    return { id: n.id, parentId, num };
  });
  const parentById = new Map(next.map((n) => [n.id, n.parentId]));
  for (const id of wanted.keys()) {
    const seen = new Set<string>();
    for (let at: string | null | undefined = id; at; at = parentById.get(at)) {
      if (seen.has(at)) throw new NumberingProblem(M.moveIntoItself);
      seen.add(at);
    }
  }
  return next;
}

/** The tasks whose number, level or parent differ from before. */
export function changedPlacements(
  before: readonly (NumberedNode & { level: number })[],
  after: Map<string, Placement>,
): (Placement & { id: string })[] {
  const out: (Placement & { id: string })[] = [];
  for (const n of before) {
    const p = after.get(n.id);
    if (p && (p.num !== n.num || p.level !== n.level || p.parentId !== n.parentId)) out.push({ id: n.id, ...p });
  }
  return out;
}
