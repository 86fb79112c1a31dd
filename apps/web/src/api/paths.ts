/**
 * The addresses of the calls a page makes as it opens. The query hooks and the boot script
 * (`src/boot/early.ts`) build them here, so a request started early is found again by its address.
 * This module imports nothing: the boot script must stay a few hundred bytes.
 */
const enc = encodeURIComponent;

/** The Team Member Tasks filters as the server reads them (document 2 §6). */
export interface TeamTasksQuery {
  page: number;
  days: number | null;
  teams: string[];
  codes: string[];
  colors: string[];
}

/** The first, unfiltered page: what the dashboard opens with. */
export const FIRST_TEAM_TASKS_QUERY: TeamTasksQuery = { page: 1, days: null, teams: [], codes: [], colors: [] };

function teamTasksQueryString(f: TeamTasksQuery): string {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.days) q.set('days', String(f.days));
  if (f.teams.length) q.set('teams', f.teams.join(','));
  if (f.codes.length) q.set('codes', f.codes.join(','));
  if (f.colors.length) q.set('colors', f.colors.join(','));
  return q.toString();
}

export const paths = {
  session: '/api/session',
  summaryBar: (userId: string) => `/api/dashboard/summarybar/${enc(userId)}`,
  teamMemberTasks: (userId: string, f: TeamTasksQuery) => `/api/dashboard/teammembertasks/${enc(userId)}?${teamTasksQueryString(f)}`,
  leaderboard: (userId: string, teamId: string | null) =>
    `/api/dashboard/leaderboard/${enc(userId)}${teamId ? `?teamId=${enc(teamId)}` : ''}`,
  weeklySummaries: (userId: string) => `/api/weeklySummaries/${enc(userId)}`,
  taskNotifications: (userId: string) => `/api/tasknotification/user/${enc(userId)}`,
  infoPage: (infoName: string) => `/api/informations/name/${enc(infoName)}`,
};
