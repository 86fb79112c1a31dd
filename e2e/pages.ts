/**
 * Every route of the web app's table (apps/web/src/routes.tsx), as its pattern, in one of three
 * lists: pages opened signed in as the Owner (who may open them all), pages opened signed out, and
 * routes no check opens, each with the reason. A web test (apps/web/src/route-pages.test.ts) fails
 * when a route of the table is in none of them, so the phone check (phone-fit.spec.ts) and the
 * page-weight bench (bench/src/page-weights.ts) cover a new page the day it is added.
 */

/** Opened signed in as the demo Owner. */
export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/dashboard/:userId',
  '/timelog',
  '/timelog/:userId',
  '/updatepassword/:userId',
  '/userprofile/:userId',
  '/userprofileedit/:userId',
  '/teamlocations',
  '/projects',
  '/project/wbs/:projectId',
  '/project/members/:projectId',
  '/wbs/tasks/:wbsId/:projectId',
  '/wbs/tasks/:wbsId/:projectId/:wbsName',
  '/wbs/tasks/:taskId',
  '/wbs/samefoldertasks/:taskId',
  '/inventory/:projectId',
  '/inventory/:projectId/wbs/:wbsId',
  '/teams',
  '/usermanagement',
  '/badgemanagement',
  '/weekclose',
  '/weekclose/:weekStart',
  '/permissionsmanagement',
  '/permissionsmanagement/:userRole',
  '/announcements',
  '/sendemail',
  '/emailoutbox',
  '/visitfigures',
  '/taskeditsuggestions',
  '/infoCollections',
  '/reports',
  '/peoplereport/:userId',
  '/projectreport/:projectId',
  '/teamreport/:teamId',
  '/weeklysummariesreport',
  '/totalorgsummary',
  '/lessonlist',
  '/bmdashboard/lessonlist',
  '/lessonform',
  '/lessonform/:projectId',
  '/bmdashboard/lessonform',
  '/bmdashboard/lessonform/:projectId',
  '/jobformbuilder',
  '/form',
  '/formviewer',
  '/hgnform',
  '/hgnform/page2',
  '/hgnform/page3',
  '/hgnform/page4',
  '/hgnform/page5',
  '/hgnform/page6',
  '/hgnform/responses',
  '/tsaformpage1',
  '/tsaformpage2',
  '/tsaformpage3',
  '/tsaformpage4',
  '/tsaformpage5',
  '/tsaformpage6',
  '/tsaformpage7',
  '/tsaformpage8',
  '/tsasubmissions',
  '/job-notification-dashboard',
  '/bmdashboard/totalconstructionsummary',
  '/bmdashboard/*',
  '/communityportal/*',
  '/educationportal/*',
  '/lbdashboard/*',
  '/property-map',
] as const;

/** Opened signed out. */
export const PUBLIC_PAGES = [
  '/login',
  '/forgotpassword',
  '/forcePasswordUpdate/:userId',
  '/reset-password/:token',
  '/ProfileInitialSetup/:token',
  '/email-subscribe',
  '/email-unsubscribe',
  '/collaboration',
  '/bmdashboard/login',
  '/communityportal/login',
  '/educationportal/login',
  '/lbdashboard/login',
  '/*',
] as const;

/** Routes no check opens, and why. */
export const NOT_OPENED: Record<string, string> = {
  '/Logout': 'signs the visitor out and leaves at once for /login, which is opened',
};

/** What each parameter of a pattern is filled with: the demo's first of each, or a fixed value. */
export interface PageIds {
  userId: string;
  projectId: string;
  wbsId: string;
  taskId: string;
  teamId: string;
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
