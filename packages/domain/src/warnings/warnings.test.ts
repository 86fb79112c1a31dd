import { describe, expect, it } from 'vitest';
import { warningAction, warningDate } from './warnings.js';

describe('warnings', () => {
  it('issues directly under 2 warnings, confirms at 2, advises a blue square from 3', () => {
    expect([0, 1, 2, 3, 7].map(warningAction)).toEqual(['issue', 'issue', 'confirm', 'adviseBlueSquare', 'adviseBlueSquare']);
    expect(warningDate('2026-11-05')).toBe('11/05/2026');
  });
});
