import { parentNum } from './numbering.js';

/** Where a task sits among its siblings, as a tree row knows it. */
export interface RowPosition {
  num: string;
  /** 0-based place among its siblings. */
  index: number;
  siblingCount: number;
  /** The sibling just above it, if any, with how many children that one has. */
  previous?: { num: string; childCount: number } | undefined;
}

/** The `toNum` of each one-step move (for `PUT tasks/moveTasks`), or undefined when impossible. */
export interface MoveTargets {
  up?: string;
  down?: string;
  /** Becomes the last child of the sibling above. */
  indent?: string;
  /** Becomes the sibling right after its parent. */
  outdent?: string;
}

const join = (prefix: string, position: number) => (prefix ? `${prefix}.${String(position)}` : String(position));

/**
 * One-step moves of a task. Numbers are read before the move: moving down puts the task after
 * its next sibling (position index + 2 once it is lifted out), outdenting puts it right after
 * its parent.
 */
export function moveTargets(row: RowPosition): MoveTargets {
  const prefix = parentNum(row.num);
  const out: MoveTargets = {};
  if (row.index > 0) out.up = join(prefix, row.index);
  if (row.index < row.siblingCount - 1) out.down = join(prefix, row.index + 2);
  if (row.previous) out.indent = join(row.previous.num, row.previous.childCount + 1);
  if (prefix) {
    const parentPosition = Number(prefix.slice(prefix.lastIndexOf('.') + 1));
    out.outdent = join(parentNum(prefix), parentPosition + 1);
  }
  return out;
}
