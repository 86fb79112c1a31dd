import { describe, expect, it } from 'vitest';
import { hoursBellDue, validOwnerImage } from './header.js';

describe('the header', () => {
  it('rings the bell only under half the commitment in the last 48 hours, once a week', () => {
    const base = { committedHours: 10, tangibleHours: 4, seenThisWeek: false, msLeft: 47 * 3_600_000 };
    expect(hoursBellDue(base)).toBe(true);
    expect(hoursBellDue({ ...base, msLeft: 49 * 3_600_000 })).toBe(false);
    expect(hoursBellDue({ ...base, tangibleHours: 5 })).toBe(false);
    expect(hoursBellDue({ ...base, seenThisWeek: true })).toBe(false);
    expect(hoursBellDue({ ...base, committedHours: 0 })).toBe(false);
  });

  it('takes PNG, JPEG, GIF and WebP pictures only', () => {
    expect(validOwnerImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(validOwnerImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(validOwnerImage('data:text/html;base64,PGI+')).toBe(false);
  });
});
