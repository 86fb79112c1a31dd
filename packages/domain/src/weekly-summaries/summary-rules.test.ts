import { describe, expect, it } from 'vitest';
import { countdown, slotWeek, summarySaveInput, wordCount } from './summaries.js';

describe('weekly summaries', () => {
  it('counts words through tags and entities', () => {
    expect(wordCount('<p>one&nbsp;two</p><ul><li>three</li></ul>')).toBe(3);
    expect(wordCount('<p></p>')).toBe(0);
  });

  it('names each slot’s week and its due instant, Saturday midnight Pacific', () => {
    const now = new Date('2026-11-18T18:00:00Z');
    expect(slotWeek(now, 0)).toEqual({ weekStart: '2026-11-15', dueDate: new Date('2026-11-22T08:00:00Z') });
    expect(slotWeek(now, 3).weekStart).toBe('2026-10-25');
    // The week daylight saving ends: due at 00:00 PST on 1 November is 07:00 UTC (still PDT at midnight).
    expect(slotWeek(new Date('2026-10-28T18:00:00Z'), 0).dueDate.toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('accepts an empty summary or 50 words, never 49', () => {
    const form = { slot: 0, mediaUrl: 'https://x.example/m', mediaConfirm: true, editorConfirm: true, proofreadConfirm: true };
    const words = (n: number) => Array.from({ length: n }, () => 'w').join(' ');
    expect(summarySaveInput.safeParse({ ...form, summary: words(49) }).success).toBe(false);
    expect(summarySaveInput.safeParse({ ...form, summary: words(50) }).success).toBe(true);
    expect(summarySaveInput.safeParse({ ...form, summary: '' }).success).toBe(true);
  });

  it('counts down to the due date', () => {
    const now = new Date('2026-11-22T07:59:30Z');
    expect(countdown('2026-11-22T08:00:00.000Z', now)).toBe('0d 0h 0m 30s');
    expect(countdown('2026-11-22T08:00:00.000Z', new Date('2026-11-22T08:00:00Z'))).toBeNull();
  });
});
