import { describe, expect, it } from 'vitest';
import {
  applyNums,
  attach,
  attachAfter,
  buildTree,
  compareNums,
  detach,
  moveTask,
  NumberingProblem,
  numberTree,
  subtreeIds,
  type NumberedNode,
} from './numbering.js';
import { TASK_MESSAGES } from './messages.js';

/** A small WBS: 1 (1.1, 1.2 (1.2.1)), 2, 3 (3.1). Ids are the names. */
const nodes: NumberedNode[] = [
  { id: 'a', parentId: null, num: '1' },
  { id: 'a1', parentId: 'a', num: '1.1' },
  { id: 'a2', parentId: 'a', num: '1.2' },
  { id: 'a21', parentId: 'a2', num: '1.2.1' },
  { id: 'b', parentId: null, num: '2' },
  { id: 'c', parentId: null, num: '3' },
  { id: 'c1', parentId: 'c', num: '3.1' },
];

const numsOf = (tree: ReturnType<typeof buildTree>) => Object.fromEntries([...numberTree(tree)].map(([id, p]) => [id, p.num]));

describe('task numbers', () => {
  it('orders numbers part by part as numbers: 1.2 before 1.10, 9 before 10', () => {
    const sorted = ['10', '1.10', '1.2', '9', '1', '1.2.1'].sort(compareNums);
    expect(sorted).toEqual(['1', '1.2', '1.2.1', '1.10', '9', '10']);
  });

  it('numbers siblings 1..n under their parent and closes gaps', () => {
    const gappy = [
      { id: 'x', parentId: null, num: '4' },
      { id: 'y', parentId: null, num: '10' },
      { id: 'y1', parentId: 'y', num: '10.7' },
    ];
    const placed = numberTree(buildTree(gappy));
    expect(placed.get('x')).toEqual({ parentId: null, num: '1', level: 1 });
    expect(placed.get('y1')).toEqual({ parentId: 'y', num: '2.1', level: 2 });
  });

  it('renumbers the later siblings and their subtrees when a task goes', () => {
    const tree = buildTree(nodes);
    expect(subtreeIds(tree, 'a')).toEqual(['a', 'a1', 'a2', 'a21']);
    detach(tree, 'a');
    expect(numsOf(tree)).toEqual({ b: '1', c: '2', c1: '2.1' });
  });

  it('appends a new task as the last child and can place a copy right after its original', () => {
    const tree = buildTree(nodes);
    attach(tree, 'a', 'new');
    attachAfter(tree, 'a', 'copy');
    expect(numsOf(tree)).toMatchObject({ new: '1.3', copy: '2', b: '3', c: '4', c1: '4.1' });
  });
});

describe('moving a task by number', () => {
  it('moves a task down among its siblings', () => {
    const tree = buildTree(nodes);
    expect(moveTask(tree, '1', '3')).toBe('a');
    expect(numsOf(tree)).toMatchObject({ b: '1', c: '2', c1: '2.1', a: '3', a1: '3.1', a21: '3.2.1' });
  });

  it('indents a task under another one, taking its subtree along', () => {
    const tree = buildTree(nodes);
    moveTask(tree, '1.2', '3.1');
    expect(numsOf(tree)).toMatchObject({ a1: '1.1', a2: '3.1', a21: '3.1.1', c1: '3.2' });
  });

  it('outdents a task to the top level, the parent being found by its number before the move', () => {
    const tree = buildTree(nodes);
    moveTask(tree, '1.2', '2');
    expect(numsOf(tree)).toMatchObject({ a: '1', a2: '2', a21: '2.1', b: '3', c: '4' });
  });

  it('refuses a move into the task itself, to a missing parent or past the end', () => {
    expect(() => moveTask(buildTree(nodes), '1', '1.2.1')).toThrow(TASK_MESSAGES.moveIntoItself);
    expect(() => moveTask(buildTree(nodes), '9', '1')).toThrow(TASK_MESSAGES.numNotFound('9'));
    expect(() => moveTask(buildTree(nodes), '2', '7.1')).toThrow(TASK_MESSAGES.moveParentMissing('7'));
    expect(() => moveTask(buildTree(nodes), '2', '5')).toThrow(TASK_MESSAGES.movePositionInvalid(3));
    expect(() => moveTask(buildTree(nodes), '2', '5')).toThrow(NumberingProblem);
  });
});

describe('setting numbers (tasks/update/num)', () => {
  it('swaps two top-level tasks, their subtrees following', () => {
    const next = applyNums(nodes, [
      { id: 'a', num: '3' },
      { id: 'c', num: '1' },
    ]);
    expect(numsOf(buildTree(next))).toMatchObject({ c: '1', c1: '1.1', b: '2', a: '3', a2: '3.2', a21: '3.2.1' });
  });

  it('moves a task under the task that holds the parent number', () => {
    const next = applyNums(nodes, [{ id: 'b', num: '3.2' }]);
    expect(numsOf(buildTree(next))).toMatchObject({ a: '1', c: '2', c1: '2.1', b: '2.2' });
  });

  it('refuses duplicates, unknown tasks, missing parents and cycles', () => {
    expect(() => applyNums(nodes, [{ id: 'b', num: '3' }])).toThrow(TASK_MESSAGES.numsDuplicate('3'));
    expect(() => applyNums(nodes, [{ id: 'zz', num: '4' }])).toThrow(TASK_MESSAGES.numsUnknownTask);
    expect(() => applyNums(nodes, [{ id: 'b', num: '8.1' }])).toThrow(TASK_MESSAGES.moveParentMissing('8'));
    expect(() =>
      applyNums(nodes, [
        { id: 'a', num: '1.2.1.1' },
        { id: 'a21', num: '1.9' },
      ]),
    ).toThrow();
  });
});
