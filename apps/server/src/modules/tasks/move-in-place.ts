import { parentNum } from '@goodhours/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';

/** A move as numbers before it: the task at `fromNum` goes under the task at `toParent` at `toPos`. */
export interface NumMove {
  fromNum: string;
  toParent: string;
  toPos: number;
}

/**
 * The number a task numbered `num` (not the moved task nor under it) has after `move`: at each
 * depth, a sibling after the moved task's old place moves up one, and a sibling at or after its
 * new place (counted without it) moves down one; both are decided on the old numbers.
 */
export function numAfterMove(num: string, move: NumMove): string {
  const fromParent = parentNum(move.fromNum);
  const fromPos = Number(move.fromNum.slice(move.fromNum.lastIndexOf('.') + 1));
  const parts = num.split('.').map(Number);
  return parts
    .map((part, depth) => {
      const parent = parts.slice(0, depth).join('.');
      let at = part;
      if (parent === fromParent && at > fromPos) at -= 1;
      if (parent === move.toParent && at >= move.toPos) at += 1;
      return String(at);
    })
    .join('.');
}

/** The moved task's own new number. */
export function movedNum(move: NumMove): string {
  return move.toParent ? `${numAfterMove(move.toParent, move)}.${String(move.toPos)}` : String(move.toPos);
}

interface Row {
  id: string;
  parent_id: string | null;
  num: string;
  level: number;
}

const byNum = (tx: Tx, wbsId: string, num: string) =>
  tx.execute(sql`select id, parent_id, num, level from tasks where wbs_id = ${wbsId} and num collate "C" = ${num}`);

const childrenOf = async (tx: Tx, wbsId: string, parentId: string | null) =>
  rowsOf<Row>(
    await tx.execute(sql`
      select id, parent_id, num, level from tasks
       where wbs_id = ${wbsId} and ${parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}`}
       order by string_to_array(num, '.')::int[]`),
  );

/** Whether `children` are numbered `prefix.1` .. `prefix.n` in order. */
const numberedInOrder = (children: readonly Row[], prefix: string) =>
  children.every((c, i) => c.num === (prefix ? `${prefix}.${String(i + 1)}` : String(i + 1)));

interface Renumbered {
  oldNum: string;
  newNum: string;
  levelShift: number;
}

/** `num` is `prefix` or under it. */
const within = (num: string, prefix: string) => num === prefix || num.startsWith(`${prefix}.`);

/**
 * Gives every task at or under a renumbered task its new number: its deepest renumbered
 * ancestor-or-self's new number followed by the rest of its own. Reads those tasks as ranges of
 * the (wbs_id, num collate "C") index, then writes them by id: two statements whose plans stay
 * small (one with the ranges joined to a list estimated dear enough to be JIT-compiled took longer).
 */
async function writeRenumbered(tx: Tx, wbsId: string, renumbered: readonly Renumbered[]): Promise<void> {
  if (!renumbered.length) return;
  const ranges = renumbered.map(
    (r) => sql`(num collate "C" >= ${r.oldNum} collate "C" and num collate "C" < ${`${r.oldNum}/`} collate "C")`,
  );
  const hit = rowsOf<{ id: string; num: string }>(
    await tx.execute(sql`select id, num from tasks where wbs_id = ${wbsId} and (${sql.join(ranges, sql` or `)})`),
  );
  const deepestFirst = [...renumbered].sort((a, b) => b.oldNum.length - a.oldNum.length);
  const rows = hit.flatMap((t) => {
    const r = deepestFirst.find((m) => within(t.num, m.oldNum));
    return r ? [{ id: t.id, num: r.newNum + t.num.slice(r.oldNum.length), shift: r.levelShift }] : [];
  });
  for (let i = 0; i < rows.length; i += 2000) {
    await tx.execute(sql`
      update tasks t set num = v.num, level = t.level + v.shift
        from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 2000))}::jsonb) as v(id uuid, num text, shift int)
       where t.id = v.id`);
  }
}

/**
 * Moves the task numbered `fromNum` (with its subtree) to `toNum` as `moveTask` of the domain
 * would, writing only the tasks whose number changes: the siblings between the old and the new
 * place and their subtrees, and the moved subtree (`writeRenumbered`). Reads only the two
 * sibling lists and the tasks that move. Returns the moved task's id, or null when the move is refused or the
 * stored numbers do not follow the tree: the caller then moves it on the whole tree, which says
 * why a move is refused and repairs numbers.
 */
export async function moveInPlace(tx: Tx, wbsId: string, fromNum: string, toNum: string): Promise<string | null> {
  const toParent = parentNum(toNum);
  const toPos = Number(toNum.slice(toNum.lastIndexOf('.') + 1));
  if (toParent === fromNum || toParent.startsWith(`${fromNum}.`)) return null;
  const [moved] = rowsOf<Row>(await byNum(tx, wbsId, fromNum));
  const [target] = toParent ? rowsOf<Row>(await byNum(tx, wbsId, toParent)) : [null];
  if (!moved || target === undefined) return null;
  const targetId = target?.id ?? null;
  const oldSiblings = await childrenOf(tx, wbsId, moved.parent_id);
  const newSiblings = targetId === moved.parent_id ? oldSiblings : await childrenOf(tx, wbsId, targetId);
  const fromPrefix = parentNum(fromNum);
  if (!numberedInOrder(oldSiblings, fromPrefix) || !numberedInOrder(newSiblings, toParent)) return null;
  const others = newSiblings.filter((s) => s.id !== moved.id);
  if (!Number.isInteger(toPos) || toPos < 1 || toPos > others.length + 1) return null;

  const move: NumMove = { fromNum, toParent, toPos };
  const toNumAfter = movedNum(move);
  const renumbered = [...new Map([...oldSiblings, ...newSiblings].map((s) => [s.id, s])).values()]
    .filter((s) => s.id !== moved.id)
    .map((s): Renumbered => ({ oldNum: s.num, newNum: numAfterMove(s.num, move), levelShift: 0 }))
    .filter((m) => m.oldNum !== m.newNum);
  const levelShift = (target ? target.level + 1 : 1) - moved.level;
  if (toNumAfter !== fromNum || levelShift !== 0) renumbered.push({ oldNum: fromNum, newNum: toNumAfter, levelShift });
  await writeRenumbered(tx, wbsId, renumbered);
  if (targetId !== moved.parent_id) await tx.execute(sql`update tasks set parent_id = ${targetId} where id = ${moved.id}`);
  return moved.id;
}
