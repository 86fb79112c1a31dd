import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';

/** Opens a dialog with its button, checks it with axe, and closes it with Escape. */
async function checkDialog(page: Page, opener: Locator, name: string, what: string): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the work pages, the inventory and their dialogs pass axe, ${scheme}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: scheme });
    await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');

    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await checkDialog(page, page.getByRole('button', { name: 'Add Project' }), 'Add Project', `Add Project (${scheme})`);

    // The first project's work breakdown, one of its WBS and its tasks, and the new task form.
    await page
      .getByRole('link', { name: /^WBS of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/project\/wbs\//);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'WBS');
    await expectAccessible(page, `WBS (${scheme})`);
    await page
      .getByRole('link', { name: /^Inventory of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/inventory\//);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page, `Inventory of a WBS (${scheme})`);
    await page.goBack();
    await page.locator('main table a[href^="/wbs/tasks/"]').first().click();
    await expect(page).toHaveURL(/\/wbs\/tasks\//);
    await expect(page.getByRole('button', { name: 'Add task' })).toBeVisible();
    await expectAccessible(page, `Tasks (${scheme})`);
    await page.getByRole('button', { name: 'Add task' }).click();
    await expect(page.getByRole('form', { name: 'New task' })).toBeVisible();
    await expectAccessible(page, `New task form (${scheme})`);

    await page.goto('/usermanagement');
    await expect(page.getByRole('button', { name: 'Create New User' })).toBeVisible();
    await checkDialog(page, page.getByRole('button', { name: 'Create New User' }), 'Create New User', `Create New User (${scheme})`);

    await page.goto('/timelog');
    await expect(page.getByRole('button', { name: 'Add Time Entry' })).toBeVisible();
    await checkDialog(page, page.getByRole('button', { name: 'Add Time Entry' }), 'Add Time Entry', `Add Time Entry (${scheme})`);
  });
}
