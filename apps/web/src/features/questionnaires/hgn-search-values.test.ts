import { describe, expect, it } from 'vitest';
import { hgnSearchFromParams, hgnSearchParams } from './hgn-search-values';

describe('the skills search', () => {
  it('writes each chosen skill with its minimum, and the day, leaving out lines without a skill', () => {
    const params = hgnSearchParams({
      skills: [
        { skill: 'React', min: '7' },
        { skill: null, min: '3' },
        { skill: 'MongoDB', min: '' },
      ],
      day: 'Monday',
    });
    expect(params.toString()).toBe('skill=React&min=7&skill=MongoDB&min=7&day=Monday');
  });

  it('reads the address back into the form and the query', () => {
    const { values, query } = hgnSearchFromParams(new URLSearchParams('skill=React&min=8&day=Friday'));
    expect(values).toEqual({ skills: [{ skill: 'React', min: '8' }], day: 'Friday' });
    expect(query).toEqual({ skill: ['React'], min: ['8'], day: 'Friday' });
    expect(hgnSearchFromParams(new URLSearchParams('')).query).toEqual({});
    expect(hgnSearchFromParams(new URLSearchParams('')).values.skills).toHaveLength(1);
  });
});
