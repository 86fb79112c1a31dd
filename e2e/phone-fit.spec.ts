import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './a11y';
import { apiToken, signInToDashboard } from './helpers';

/**
 * Every signed-in page at 390 px, as the Owner (who may open them all), fits the phone: a table
 * either fits or scrolls inside its own box, and no control is cut (issue 42, defect 4). A page
 * with an id opens on the demo's first project, WBS, task, team and the Owner.
 */
const PAGES = [
  '/dashboard',
  '/timelog',
  '/userprofile/{me}',
  '/teamlocations',
  '/projects',
  '/project/wbs/{project}',
  '/project/members/{project}',
  '/wbs/tasks/{wbs}/{project}',
  '/wbs/tasks/{task}',
  '/inventory/{project}',
  '/teams',
  '/usermanagement',
  '/badgemanagement',
  '/weekclose',
  '/permissionsmanagement',
  '/permissionsmanagement/Volunteer',
  '/announcements',
  '/sendemail',
  '/emailoutbox',
  '/visitfigures',
  '/taskeditsuggestions',
  '/infoCollections',
  '/reports',
  '/peoplereport/{me}',
  '/projectreport/{project}',
  '/teamreport/{team}',
  '/weeklysummariesreport',
  '/totalorgsummary',
  '/lessonlist',
  '/jobformbuilder',
  '/hgnform/responses',
  '/job-notification-dashboard',
  '/form',
];

interface Ids {
  me: string;
  project: string;
  wbs: string;
  task: string;
  team: string;
}

async function demoIds(page: Page): Promise<Ids> {
  const headers = { authorization: `Bearer ${await apiToken(page, 'owner@demo.goodhours.org')}` };
  const get = async <T>(path: string) => (await (await page.request.get(path, { headers })).json()) as T;
  const me = (await get<{ userid: string }>('/api/session')).userid;
  const projects = await get<{ id: string }[] | { projects: { id: string }[] }>('/api/projects');
  const project = (Array.isArray(projects) ? projects : projects.projects)[0]?.id ?? '';
  const wbsList = await get<{ id: string }[]>(`/api/wbs/${project}`);
  const wbs = wbsList[0]?.id ?? '';
  const tasks = await get<{ id: string }[]>(`/api/tasks/${wbs}/0/0`);
  const teams = await get<{ id: string }[]>('/api/team');
  return { me, project, wbs, task: tasks[0]?.id ?? '', team: teams[0]?.id ?? '' };
}

test.use({ viewport: { width: 390, height: 844 } });

test('every signed-in page fits a phone at 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  const ids = await demoIds(page);
  for (const pattern of PAGES) {
    const path = pattern.replace(/\{(\w+)\}/g, (_, key: keyof Ids) => ids[key]);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every page is checked, and every page that does not fit is named at once.
    await expect.soft(async () => expectNoSidewaysScroll(page, pattern)).toPass({ timeout: 2000 });
  }
});
