import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';

/** Follows an item of one of the header's menus (Reports, Other Links). */
async function openMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

const OTHER_LINKS = ['User Management', 'Badge Management', 'Weekly Close', 'Projects', 'Teams', 'Send Emails', 'Permissions Management'];
const REPORTS = ['Reports', 'Weekly Summaries Report', 'Total Org Summary', 'Team Locations', 'Total Construction Summary'];

for (const scheme of ['light', 'dark'] as const) {
  test(`every page of the Owner's menus passes axe, ${scheme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
    await expectAccessible(page, `the Owner's dashboard (${scheme})`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Task Edit Suggestions' }).click();
    await expect(page).toHaveURL(/\/taskeditsuggestions$/);
    await expect(page.getByRole('heading', { name: 'Task Edit Suggestions' })).toBeVisible();
    await expectAccessible(page, `Task Edit Suggestions (${scheme})`);

    for (const item of OTHER_LINKS) {
      await openMenuItem(page, 'Other Links', item);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectNoSidewaysScroll(page, item);
      await expectAccessible(page, `${item} (${scheme})`);
    }
    for (const item of REPORTS) {
      await openMenuItem(page, 'Reports', item);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectAccessible(page, `${item} (${scheme})`);
    }
  });
}
