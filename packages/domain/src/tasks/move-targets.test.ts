import { describe, expect, it } from 'vitest';
import { moveTargets } from './move-targets.js';
import { buildTree, moveTask, numberTree } from './numbering.js';

describe('one-step moves of a tree row', () => {
  it('offers no move up for the first sibling and no move down for the last', () => {
    expect(moveTargets({ num: '1', index: 0, siblingCount: 1 })).toEqual({});
    expect(moveTargets({ num: '2.3', index: 2, siblingCount: 3, previous: { num: '2.2', childCount: 4 } })).toEqual({
      up: '2.2',
      indent: '2.2.5',
      outdent: '3',
    });
  });

  it('gives numbers that do what the row says once applied', () => {
    const nodes = [
      { id: 'a', parentId: null, num: '1' },
      { id: 'b', parentId: null, num: '2' },
      { id: 'b1', parentId: 'b', num: '2.1' },
      { id: 'c', parentId: null, num: '3' },
    ];
    const numsAfter = (fromNum: string, toNum: string | undefined) => {
      const tree = buildTree(nodes);
      moveTask(tree, fromNum, toNum ?? '');
      return Object.fromEntries([...numberTree(tree)].map(([id, p]) => [id, p.num]));
    };
    const a = moveTargets({ num: '1', index: 0, siblingCount: 3 });
    expect(numsAfter('1', a.down)).toMatchObject({ b: '1', a: '2', c: '3' });
    const c = moveTargets({ num: '3', index: 2, siblingCount: 3, previous: { num: '2', childCount: 1 } });
    expect(numsAfter('3', c.indent)).toMatchObject({ b1: '2.1', c: '2.2' });
    expect(numsAfter('3', c.up)).toMatchObject({ c: '2', b: '3' });
    const b1 = moveTargets({ num: '2.1', index: 0, siblingCount: 1 });
    expect(numsAfter('2.1', b1.outdent)).toMatchObject({ b: '2', b1: '3', c: '4' });
  });
});
