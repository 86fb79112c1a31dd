import type { WeekClose, WeekCloseOutcome } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { outcome as baseOutcome } from './week-close-test-data';
import { closeCounts, closeDuration, hoursAgainst, isNotable, missedChange, outcomeSummary } from './week-close-format';

const outcome = (over: Partial<WeekCloseOutcome> = {}) => baseOutcome({ tangibleHours: 9.5, personalBestAfter: 12, ...over });

describe('the weekly close in words', () => {
  it('counts what a close gave, one or many', () => {
    expect(closeCounts({ blueSquares: 37, badges: 12, exemptions: 4 })).toBe('37 blue squares, 12 badges, 4 exemptions');
    expect(closeCounts({ blueSquares: 1, badges: 0, exemptions: 1 })).toBe('1 blue square, 0 badges, 1 exemption');
  });

  it('says what the close did for a person, a waived square first', () => {
    expect(outcomeSummary(outcome({ blueSquareReason: 'both' }))).toBe('Blue square: hours and summary');
    expect(outcomeSummary(outcome({ exemption: 'time-off' }))).toBe('Exempt: time off covered the week');
    expect(
      outcomeSummary(outcome({ blueSquareReason: 'hours', waived: { at: '2026-11-23T10:00:00Z', by: 'Olivia Owner', reason: 'Ill' } })),
    ).toBe('Blue square waived');
    expect(outcomeSummary(outcome())).toBe('Commitment met');
  });

  it('keeps people with a square, an exemption or a badge as notable', () => {
    expect(isNotable(outcome())).toBe(false);
    expect(isNotable(outcome({ badgesEarned: [{ id: '22222222-2222-4222-8222-222222222222', name: '1x' }] }))).toBe(true);
    expect(isNotable(outcome({ exemption: 'started-after-week-began' }))).toBe(true);
  });

  it('shows hours against the requirement and a change of missed hours only when there is one', () => {
    expect(hoursAgainst(outcome())).toBe('9.5 of 10');
    expect(missedChange(outcome())).toBeNull();
    expect(missedChange(outcome({ missedHoursBefore: 2, missedHoursAfter: 2.5 }))).toBe('2 → 2.5');
  });

  it('gives a close its duration, or says it did not finish', () => {
    const close: WeekClose = {
      weekStart: '2026-11-15',
      weekEnd: '2026-11-21',
      startedAt: '2026-11-22T08:00:00.000Z',
      finishedAt: '2026-11-22T08:00:09.870Z',
      people: 1800,
      blueSquares: 40,
      exemptions: 3,
      badges: 90,
    };
    expect(closeDuration(close)).toBe('9.9 s');
    expect(closeDuration({ ...close, finishedAt: '2026-11-22T08:00:00.054Z' })).toBe('54 ms');
    expect(closeDuration({ ...close, finishedAt: null })).toMatch(/^Not finished/);
  });
});
