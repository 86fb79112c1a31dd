import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';
import { ALL_REPORTS, OWNER_OTHER_LINKS } from './owner-menus';

/** Follows an item of one of the header's menus (Reports, Other Links). */
async function openMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

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

    for (const item of OWNER_OTHER_LINKS) {
      await openMenuItem(page, 'Other Links', item);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectNoSidewaysScroll(page, item);
      await expectAccessible(page, `${item} (${scheme})`);
    }
    for (const item of ALL_REPORTS) {
      await openMenuItem(page, 'Reports', item);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectAccessible(page, `${item} (${scheme})`);
    }
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('badge management and the weekly close fit a phone and pass axe', async ({ page }) => {
    test.setTimeout(90_000);
    await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
    await page.goto('/badgemanagement');
    await expect(page.getByRole('heading', { name: 'Badge Management' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page, 'badge management on a phone');
    await expectAccessible(page, 'badge management on a phone');
    await page.getByRole('tab', { name: 'Assign Badges' }).click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'assign badges on a phone');

    await page.goto('/weekclose');
    await expect(page.getByRole('heading', { name: 'Past closes' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the weekly close on a phone');
    await expectAccessible(page, 'the weekly close on a phone');
    await page.getByRole('region', { name: 'Past closes' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: /^The week of/ })).toBeVisible();
    await expectNoSidewaysScroll(page, 'a closed week on a phone');
    await expectAccessible(page, 'a closed week on a phone');
  });
});
