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

/** The Owner's pages by menu, a few a test: each test stays short, and the two workers share them. */
const GROUPS: { menu: string; items: string[] }[] = [
  { menu: 'Other Links', items: OWNER_OTHER_LINKS.slice(0, 5) },
  { menu: 'Other Links', items: OWNER_OTHER_LINKS.slice(5, 10) },
  { menu: 'Other Links', items: OWNER_OTHER_LINKS.slice(10) },
  { menu: 'Reports', items: ALL_REPORTS },
];

test.describe("every page of the Owner's menus passes axe", () => {
  test.describe.configure({ mode: 'parallel' });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the dashboard and Task Edit Suggestions, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
      await expectAccessible(page, `the Owner's dashboard (${scheme})`);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Task Edit Suggestions' }).click();
      await expect(page).toHaveURL(/\/taskeditsuggestions$/);
      await expect(page.getByRole('heading', { name: 'Task Edit Suggestions' })).toBeVisible();
      await expectAccessible(page, `Task Edit Suggestions (${scheme})`);
    });

    for (const { menu, items } of GROUPS) {
      test(`${menu}: ${items.join(', ')}, ${scheme}`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.emulateMedia({ colorScheme: scheme });
        await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
        for (const item of items) {
          await openMenuItem(page, menu, item);
          await expect(page.getByRole('heading').first()).toBeVisible();
          await expectNoSidewaysScroll(page, item);
          await expectAccessible(page, `${item} (${scheme})`);
        }
      });
    }
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('badge management and the weekly close fit a phone and pass axe', async ({ page }) => {
    test.setTimeout(180_000);
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
