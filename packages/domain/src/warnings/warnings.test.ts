import { describe, expect, it } from 'vitest';
import { mayWarnPerson, warningAction, warningDate } from './warnings.js';

describe('warnings', () => {
  it('issues directly under 2 warnings, confirms at 2, advises a blue square from 3', () => {
    expect([0, 1, 2, 3, 7].map(warningAction)).toEqual(['issue', 'issue', 'confirm', 'adviseBlueSquare', 'adviseBlueSquare']);
    expect(warningDate('2026-11-05')).toBe('11/05/2026');
  });

  it('never lets a person warn themself', () => {
    expect(mayWarnPerson('a', 'b')).toBe(true);
    expect(mayWarnPerson('a', 'a')).toBe(false);
  });
});
