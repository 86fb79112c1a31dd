import { VISIT_PAGES } from '@goodhours/domain';

/**
 * Every route of the web app's table, as its pattern: the domain's VISIT_PAGES, which a web test
 * keeps equal to apps/web/src/routes.tsx. The phone check (phone-fit.spec.ts) and the page-weight
 * bench (bench/src/page-weights.ts) open them all, so a page is checked the day it is added: the
 * public ones signed out, every other one signed in as the Owner (who may open them all).
 */

/** Opened signed out; '/*' is a page that does not exist. */
export const PUBLIC_PAGES = [
  '/login',
  '/forgotpassword',
  '/forcePasswordUpdate/:userId',
  '/reset-password/:token',
  '/ProfileInitialSetup/:token',
  '/email-subscribe',
  '/email-unsubscribe',
  '/collaboration',
  '/*',
] as const;

/** Routes no check opens, and why. */
export const NOT_OPENED: Record<string, string> = {
  '/Logout': 'signs the visitor out and leaves at once for /login, which is opened',
  '/': 'the dashboard, opened as /dashboard',
};

/** Opened signed in as the demo Owner: every other route. */
export const SIGNED_IN_PAGES: readonly string[] = VISIT_PAGES.filter(
  (pattern) => !(PUBLIC_PAGES as readonly string[]).includes(pattern) && !(pattern in NOT_OPENED),
);

/** What each parameter of a pattern is filled with: the demo's first of each, or a fixed value. */
export interface PageIds {
  userId: string;
  projectId: string;
  wbsId: string;
  taskId: string;
  teamId: string;
  unitId: string;
}

/** Reads a signed-in API answer (the journeys through Playwright's request, the bench through fetch). */
export type ApiGet = <T>(path: string) => Promise<T>;

/** The ids the pages open on: the signed-in person, and the demo's first project, WBS, task, team and tool. */
export async function demoPageIds(get: ApiGet): Promise<PageIds> {
  const first = <T>(list: T[] | Record<string, T[]>) => (Array.isArray(list) ? list : Object.values(list)[0])?.[0];
  const userId = (await get<{ userid: string }>('/api/session')).userid;
  const projectId = first(await get<{ id: string }[] | { projects: { id: string }[] }>('/api/projects'))?.id ?? '';
  const wbsId = first(await get<{ id: string }[]>(`/api/wbs/${projectId}`))?.id ?? '';
  const taskId = first(await get<{ id: string }[]>(`/api/tasks/${wbsId}/0/0`))?.id ?? '';
  const teamId = first(await get<{ id: string }[] | { teams: { id: string }[] }>('/api/team'))?.id ?? '';
  // The building portal's first tool (its pages need the portal's login on the reading session).
  const units = await get<{ rows?: { id: string }[] }>('/api/bm/units?category=Tools&limit=1');
  const unitId = units.rows?.[0]?.id ?? '';
  return { userId, projectId, wbsId, taskId, teamId, unitId };
}

const FIXED: Record<string, string> = {
  userRole: 'Volunteer',
  weekStart: '2026-11-29',
  wbsName: 'Structure',
  token: 'a-link-that-has-expired',
};

/** The address a pattern opens: its parameters filled, a splat as a page that does not exist. */
export function addressOf(pattern: string, ids: Partial<PageIds> = {}): string {
  return pattern
    .replace(/:(\w+)/g, (_, name: string) => (ids as Record<string, string>)[name] ?? FIXED[name] ?? name)
    .replace(/\*$/, 'no-such-page');
}
