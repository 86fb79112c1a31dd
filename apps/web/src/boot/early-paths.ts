import { FIRST_TEAM_TASKS_QUERY, paths } from '../api/paths';

/** /, /dashboard and /dashboard/:userId, as the route table has them. */
const DASHBOARD = /^\/(?:dashboard(?:\/([^/]+))?)?\/?$/;

export const isDashboardPath = (pathname: string): boolean => DASHBOARD.test(pathname);

/**
 * The calls the page at `pathname` makes first for the signed-in `self`: the session, the header's
 * (the page is drawn once its banners have their answers), and on the dashboard its panels'
 * calls for the person shown (the route's, else the viewed person, else `self`), as
 * DashboardPage makes them. The header's person is the viewed one, else `self` (the server
 * refuses a viewed id to a caller who may not view it, and the header then asks for `self`).
 */
export function earlyPaths(pathname: string, self: string, viewed: string | null): string[] {
  const list = [
    paths.session,
    paths.ownerMessage,
    paths.unreadNotifications(self),
    paths.teamDeadlines(viewed ?? self),
    paths.hoursBell(self),
  ];
  const match = DASHBOARD.exec(pathname);
  if (!match) return list;
  const shown = match[1] ? decodeURIComponent(match[1]) : (viewed ?? self);
  // Someone's dashboard by address, not the one being viewed: only an Owner or Administrator may
  // open it, which the page decides; asked early, it is refused for everyone else (issue 42).
  if (shown !== self && shown !== viewed) return list;
  list.push(
    paths.summaryBar(shown),
    paths.teamMemberTasks(shown, FIRST_TEAM_TASKS_QUERY),
    paths.leaderboard(shown, null),
    paths.weeklySummaries(shown),
    paths.infoPage('dashboard'),
    // What the leaderboard's rows need besides their own data: its hover text, and whose names
    // may be links (the caller's teammates). Answered with the rows, the rows are drawn once.
    paths.mouseoverText,
    paths.teammates,
  );
  if (shown === self) list.push(paths.taskNotifications(self));
  return list;
}
