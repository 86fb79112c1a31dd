import { describe, expect, it } from 'vitest';
import { checkReviewLink, followUpDue, followUpTooltip, memberHoursColour, TEAM_TASKS_MESSAGES as M } from './team-tasks.js';

describe('review links', () => {
  it('accepts Google documents, Dropbox shares, GitHub pull requests and the community’s sites', () => {
    for (const link of [
      'https://docs.google.com/spreadsheets/d/1abc/edit',
      'https://www.dropbox.com/scl/fi/abc/plan.pdf',
      'https://github.com/goodhours/goodhours/pull/12',
      'https://www.onecommunityglobal.org/earthbag-village/',
    ]) {
      expect(checkReviewLink(link).ok, link).toBe(true);
    }
  });

  it('names what is wrong, and which refusals open the Invalid Domain Type dialog', () => {
    expect(checkReviewLink('   ')).toEqual({ ok: false, message: M.linkRequired, invalidDomain: false });
    expect(checkReviewLink('https://a.io/b')).toMatchObject({ message: M.linkTooShort });
    expect(checkReviewLink('ftp://docs.google.com/document/d/1')).toMatchObject({ message: M.linkHttps });
    expect(checkReviewLink('https://github.com/goodhours/goodhours/issues/4')).toEqual({
      ok: false,
      message: M.invalidDomain,
      invalidDomain: true,
    });
    expect(checkReviewLink('https://www.dropbox.com/home/roof-plans')).toMatchObject({ message: M.invalidDropbox, invalidDomain: true });
  });
});

describe('follow-up checks', () => {
  it('turns due again when progress passes 50, 75 or 90 % beyond the last check', () => {
    expect(followUpDue(40, null)).toBe(false);
    expect(followUpDue(55, null)).toBe(true);
    expect(followUpDue(60, 55)).toBe(false);
    expect(followUpDue(76, 60)).toBe(true);
    expect(followUpDue(95, 80)).toBe(true);
    expect(followUpTooltip(92)).toContain('90%');
  });

  it('colours generous hours purple, fuchsia and dark green', () => {
    expect(memberHoursColour(18, 10)).toBe('grape');
    expect(memberHoursColour(15, 10)).toBe('pink');
    expect(memberHoursColour(13, 10)).toBe('teal');
    expect(memberHoursColour(3, 10)).toBe('green');
  });
});
