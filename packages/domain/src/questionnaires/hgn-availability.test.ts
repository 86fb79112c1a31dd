import { describe, expect, it } from 'vitest';
import { collapseAvailability, collapseSlots, expandAvailability, formatDayRanges } from './hgn-availability.js';

describe('availability collapsed on submission', () => {
  it('merges contiguous hours into ranges, whatever the order they were ticked in', () => {
    expect(collapseSlots([14, 9, 11, 10, 15])).toEqual([
      { from: 9, to: 12 },
      { from: 14, to: 16 },
    ]);
  });

  it('keeps single hours as one-hour ranges and counts an hour ticked twice once', () => {
    expect(collapseSlots([8, 8, 20])).toEqual([
      { from: 8, to: 9 },
      { from: 20, to: 21 },
    ]);
  });

  it('runs a range to midnight', () => {
    expect(collapseSlots([22, 23])).toEqual([{ from: 22, to: 24 }]);
  });

  it('gives N/A for a day marked N/A, a day with no hour, and a day left out', () => {
    expect(collapseAvailability({ Monday: 'N/A', Tuesday: [], Wednesday: [0, 1, 2] })).toEqual({
      Monday: 'N/A',
      Tuesday: 'N/A',
      Wednesday: [{ from: 0, to: 3 }],
      Thursday: 'N/A',
      Friday: 'N/A',
    });
  });

  it('reads back as the same hours in order, and is written as people read it', () => {
    const ranges = collapseAvailability({ Monday: [17, 9, 10], Tuesday: 'N/A', Wednesday: [], Thursday: [23], Friday: [0] });
    expect(expandAvailability(ranges)).toEqual({ Monday: [9, 10, 17], Tuesday: 'N/A', Wednesday: 'N/A', Thursday: [23], Friday: [0] });
    expect(formatDayRanges(ranges.Monday)).toBe('09:00-11:00, 17:00-18:00');
    expect(formatDayRanges(ranges.Thursday)).toBe('23:00-24:00');
    expect(formatDayRanges(ranges.Tuesday)).toBe('N/A');
  });
});
