import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, sameFilter, stateFromParams, withState } from './report-url-state';

const params = (search: string) => new URLSearchParams(search);

describe('the report’s state in the address', () => {
  it('reads the tab, the older week’s Sunday, every filter and the saved filter', () => {
    const state = stateFromParams(
      params(
        'tab=older&week=2026-09-10&team=B-EBV&team=S-DEV&colour=Team%20Fabulous&bio=requested&band=purple&over=1&badges=1&q=earth&saved=f1',
      ),
    );
    expect(state).toEqual({
      tab: 'older',
      week: '2026-09-06',
      filter: {
        teamCodes: ['B-EBV', 'S-DEV'],
        colours: ['Team Fabulous'],
        bioStatuses: ['requested'],
        hoursBands: ['purple'],
        overCommitment: true,
        badgesThisWeek: true,
        search: 'earth',
      },
      saved: 'f1',
    });
  });

  it('reads what it does not know as the default', () => {
    const state = stateFromParams(params('tab=someday&week=2026-09-10&bio=famous&band=gold&over=yes&team=&team=A&team=A'));
    expect(state.tab).toBe('this');
    expect(state.week).toBeNull();
    expect(state.filter).toEqual({ ...EMPTY_FILTER, teamCodes: ['A'] });
    expect(stateFromParams(params('tab=older&week=tomorrow')).week).toBeNull();
  });

  it('writes changes and leaves the defaults out, keeping what did not change', () => {
    const start = params('tab=last&team=B-EBV&q=earth');
    expect(withState(start, { filter: { badgesThisWeek: true } }).toString()).toBe('tab=last&team=B-EBV&badges=1&q=earth');
    expect(withState(start, { filter: { teamCodes: [], search: '' } }).toString()).toBe('tab=last');
    expect(withState(start, { tab: 'this' }).toString()).toBe('team=B-EBV&q=earth');
    expect(withState(params(''), { tab: 'older', week: '2026-09-10' }).toString()).toBe('tab=older&week=2026-09-06');
    // Leaving the older week forgets its day.
    expect(withState(params('tab=older&week=2026-09-06'), { tab: 'last' }).toString()).toBe('tab=last');
    expect(withState(params('saved=f1'), { saved: null }).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filter = { ...EMPTY_FILTER, teamCodes: ['S-DEV', 'B-EBV'], hoursBands: ['under' as const], overCommitment: true, search: 'a b' };
    const written = withState(params(''), { tab: 'threeAgo', filter, saved: 'f2' });
    expect(stateFromParams(written)).toEqual({ tab: 'threeAgo', week: null, filter, saved: 'f2' });
  });

  it('compares filters whatever the order of their values', () => {
    const a = { ...EMPTY_FILTER, teamCodes: ['A', 'B'], bioStatuses: ['posted' as const, 'default' as const] };
    expect(sameFilter(a, { ...a, teamCodes: ['B', 'A'], bioStatuses: ['default', 'posted'] })).toBe(true);
    expect(sameFilter(a, { ...a, search: ' ' })).toBe(true);
    expect(sameFilter(a, { ...a, overCommitment: true })).toBe(false);
    expect(sameFilter(a, { ...a, teamCodes: ['A'] })).toBe(false);
  });
});
