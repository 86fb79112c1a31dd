import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './a11y';
import { apiToken, passBuildingLogin, PASSWORD, signInToDashboard } from './helpers';
import { addressOf, demoPageIds, PUBLIC_PAGES, SIGNED_IN_PAGES, type PageIds } from './pages';

/**
 * Every page of the route table at 390 px fits the phone: a table either fits or scrolls inside
 * its own box, and no control is cut (issue 42, defect 4). Signed-in pages are opened as the Owner
 * (who may open them all), on the demo's first project, WBS, task and team and the Owner herself;
 * public pages signed out. e2e/pages.ts lists them, and a web test keeps it equal to the table.
 */
async function demoIds(page: Page): Promise<PageIds> {
  const headers = { authorization: `Bearer ${await apiToken(page, 'owner@demo.goodhours.org')}` };
  // The building portal's ids (a tool of the demo) are read past its login, like its pages.
  await page.request.post('/api/portals/building/login', { headers, data: { email: 'owner@demo.goodhours.org', password: PASSWORD } });
  return demoPageIds(async <T>(path: string) => (await (await page.request.get(path, { headers })).json()) as T);
}

test.use({ viewport: { width: 390, height: 844 } });

/** Opens each page and names every one that does not fit, at once. */
async function checkEach(page: Page, patterns: readonly string[], ids: Partial<PageIds>): Promise<void> {
  for (const pattern of patterns) {
    await page.goto(addressOf(pattern, ids));
    await expect(page.getByRole('heading', { level: 1 }).first(), `the title of ${pattern}`).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect.soft(async () => expectNoSidewaysScroll(page, pattern)).toPass({ timeout: 2000 });
  }
}

test('every signed-in page fits a phone at 390 px', async ({ page }) => {
  test.setTimeout(600_000);
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  // The building portal's pages are checked themselves, not their login: she passes it first.
  await page.goto('/bmdashboard/login');
  await passBuildingLogin(page, 'owner@demo.goodhours.org');
  await expect(page).toHaveURL(/\/bmdashboard$/);
  await checkEach(page, SIGNED_IN_PAGES, await demoIds(page));
});

test('every public page fits a phone at 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  await checkEach(page, PUBLIC_PAGES, { userId: '00000000-0000-4000-8000-000000000000' });
});
