/**
 * The addresses of the calls a page makes as it opens. The boot script (`src/boot/early.ts`)
 * starts them before the app has loaded; the query hooks ask through `call` with the same
 * params and query values, so the address is the same and the early answer is found again
 * (paths.test.ts holds each one to its contract). This module imports nothing: the boot script
 * must stay a few hundred bytes.
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

/** The query values of a Team Member Tasks page, in the order the address lists them (lists comma-separated). */
export function teamTasksQueryValues(f: TeamTasksQuery) {
  const list = (values: string[]) => (values.length ? values.join(',') : undefined);
  return { page: f.page, days: f.days ?? undefined, teams: list(f.teams), codes: list(f.codes), colors: list(f.colors) };
}

/** The leaderboard's query values: a team only when one is chosen. */
export const leaderboardQueryValues = (teamId: string | null) => ({ teamId: teamId ?? undefined });

/** `?a=1&b=x` of the values that are set, in their order, as the API client writes them. */
function queryOf(values: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) q.append(key, String(value));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const paths = {
  session: '/api/session',
  summaryBar: (userId: string) => `/api/dashboard/summarybar/${enc(userId)}`,
  teamMemberTasks: (userId: string, f: TeamTasksQuery) =>
    `/api/dashboard/teammembertasks/${enc(userId)}${queryOf(teamTasksQueryValues(f))}`,
  leaderboard: (userId: string, teamId: string | null) =>
    `/api/dashboard/leaderboard/${enc(userId)}${queryOf(leaderboardQueryValues(teamId))}`,
  weeklySummaries: (userId: string) => `/api/weeklySummaries/${enc(userId)}`,
  taskNotifications: (userId: string) => `/api/tasknotification/user/${enc(userId)}`,
  infoPage: (infoName: string) => `/api/informations/name/${enc(infoName)}`,
  ownerMessage: '/api/ownerMessage',
  unreadNotifications: (userId: string) => `/api/notification/unread/user/${enc(userId)}`,
  teamDeadlines: (userId: string) => `/api/dashboard/teamdeadlines/${enc(userId)}`,
  hoursBell: (userId: string) => `/api/dashboard/hoursbell/${enc(userId)}`,
  mouseoverText: '/api/mouseoverText',
  teammates: '/api/userprofile/teammates',
};
