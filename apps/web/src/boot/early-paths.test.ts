import { describe, expect, it } from 'vitest';
import { restorableSelf, tokenSubject } from '../auth/token-storage';
import { earlyPaths, isDashboardPath } from './early-paths';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

const HEADER_CALLS = [
  '/api/session',
  '/api/ownerMessage',
  '/api/notification/unread/user/me',
  '/api/dashboard/teamdeadlines/me',
  '/api/dashboard/hoursbell/me',
];

describe('what the boot script asks for', () => {
  it("reads the user id from the token's subject, and nothing from a malformed token", () => {
    expect(tokenSubject(jwt({ sub: '2b1f-4c', typ: 'session' }))).toBe('2b1f-4c');
    expect(tokenSubject(jwt({ typ: 'session' }))).toBeNull();
    expect(tokenSubject('not-a-token')).toBeNull();
  });

  it('asks for nobody when the saved token is about to end (the app logs out instead) or there is none', () => {
    const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;
    expect(restorableSelf(jwt({ sub: '2b1f-4c', exp: inDays(7) }))).toBe('2b1f-4c');
    expect(restorableSelf(jwt({ sub: '2b1f-4c', exp: inDays(0.01) }))).toBeNull();
    expect(restorableSelf(null)).toBeNull();
  });

  it("asks for the dashboard's panels of the signed-in person on / and /dashboard", () => {
    for (const path of ['/', '/dashboard', '/dashboard/']) {
      expect(earlyPaths(path, 'me', null)).toEqual([
        ...HEADER_CALLS,
        '/api/dashboard/summarybar/me',
        '/api/dashboard/teammembertasks/me?page=1',
        '/api/dashboard/leaderboard/me',
        '/api/weeklySummaries/me',
        '/api/informations/name/dashboard',
        '/api/mouseoverText',
        '/api/userprofile/teammates',
        '/api/tasknotification/user/me',
      ]);
    }
  });

  it("asks for the person shown: the route's when they are the one being viewed, else the one being viewed; their task changes are not shown", () => {
    expect(earlyPaths('/dashboard/viewed', 'me', 'viewed')).toContain('/api/dashboard/summarybar/viewed');
    // Another person's dashboard by address is the page's to allow or refuse: nothing of theirs is asked early (issue 42, defect 3).
    expect(earlyPaths('/dashboard/other', 'me', 'viewed')).toEqual(
      HEADER_CALLS.map((p) => p.replace('teamdeadlines/me', 'teamdeadlines/viewed')),
    );
    expect(earlyPaths('/dashboard/me', 'me', null)).toContain('/api/dashboard/summarybar/me');
    const viewed = earlyPaths('/dashboard', 'me', 'viewed');
    expect(viewed).toContain('/api/dashboard/leaderboard/viewed');
    expect(viewed.some((p) => p.startsWith('/api/tasknotification'))).toBe(false);
  });

  it('knows the dashboard by its three addresses', () => {
    expect(['/', '/dashboard', '/dashboard/', '/dashboard/u1'].every(isDashboardPath)).toBe(true);
    expect(['/timelog', '/dashboards', '/dashboard/u1/x'].some(isDashboardPath)).toBe(false);
  });

  it('asks only for the session and the header elsewhere', () => {
    expect(earlyPaths('/timelog', 'me', null)).toEqual(HEADER_CALLS);
    expect(earlyPaths('/dashboard/a/b', 'me', null)).toEqual(HEADER_CALLS);
  });

  it("asks for the viewed person's team deadlines, and the caller's own notifications and hours bell", () => {
    const header = earlyPaths('/timelog', 'me', 'viewed');
    expect(header).toContain('/api/dashboard/teamdeadlines/viewed');
    expect(header).toContain('/api/notification/unread/user/me');
    expect(header).toContain('/api/dashboard/hoursbell/me');
  });
});
