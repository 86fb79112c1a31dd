import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { openInBuildingPortal } from './helpers';

/**
 * The building portal's item types (document 3 §2.9 Inventory type browser and New equipment
 * type form, §8): a Manager passes the portal's login, adds an equipment type, then edits it and
 * finds the change in its history.
 */

const MANAGER = 'manager@demo.goodhours.org';

test.describe('at 1280 px in light', () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

  test('a manager adds an equipment type, edits it and sees the change in its history', async ({ page }) => {
    const name = `Mini excavator ${String(Date.now()).slice(-6)}`;
    await openInBuildingPortal(page, '/bmdashboard/equipment/add', MANAGER);
    const form = page.getByRole('form', { name: 'New equipment type' });
    await expect(page.getByRole('heading', { level: 1, name: 'New equipment type' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(form.getByLabel('Fuel type')).toHaveValue('Diesel');

    // Asked for what is missing before anything is sent.
    await form.getByLabel('Description').fill('x'.repeat(151));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please enter a name.')).toBeVisible();
    await expect(form.getByText('Exceeds maximum character limit (150).')).toBeVisible();
    await expectAccessible(page, 'the New equipment type form with its field errors');

    // Filled in and sent from the keyboard.
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Tracked, 1.8 tonne.');
    await form.getByLabel('Fuel type').selectOption('Biodiesel');
    await form.getByLabel('Name').press('Enter');
    await expect(page.getByText('Success: new equipment type added.')).toBeVisible();
    await expect(page).toHaveURL(/\/bmdashboard\/equipment$/);

    await page.goto('/bmdashboard/inventory/types');
    await page.getByRole('radiogroup', { name: 'Category' }).getByText('Equipments', { exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Biodiesel');
    await expect(row).toContainText('Tracked, 1.8 tonne.');
    await expectAccessible(page, 'the inventory type browser on Equipments');

    // The edit window opens from the keyboard, and the change shows at the top of the history.
    await row.getByRole('button', { name: `Edit ${name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByText('No changes recorded yet.')).toBeVisible();
    await dialog.getByLabel('Description').fill('Tracked, 1.8 tonne, with a breaker.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Item type saved.')).toBeVisible();
    const history = dialog.getByRole('table', { name: 'Change history' });
    const newest = history.getByRole('row').nth(1);
    await expect(newest).toContainText('Maria');
    await expect(newest).toContainText('Description');
    await expect(newest).toContainText('Tracked, 1.8 tonne.');
    await expect(newest).toContainText('Tracked, 1.8 tonne, with a breaker.');
    await expectAccessible(page, 'the edit window with its change history');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('with a breaker');
  });
});

test.describe('at 390 px in dark', () => {
  test.use({ viewport: { width: 390, height: 800 }, colorScheme: 'dark' });

  test('the type browser and the New equipment type form fit a phone and pass axe', async ({ page }) => {
    await openInBuildingPortal(page, '/bmdashboard/inventory/types', MANAGER);
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory types' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the inventory type browser at 390 px');
    await expectAccessible(page, 'the inventory type browser at 390 px in dark');

    await page.getByRole('button', { name: 'Add type' }).click();
    const add = page.getByRole('form', { name: 'New item type' });
    await add.getByLabel('Category').selectOption('Equipments');
    await expect(add.getByLabel('Fuel type')).toHaveValue('Diesel');
    await expectAccessible(page, 'the new item type window at 390 px in dark');
    await add.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/bmdashboard/inventorytypes');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory types' })).toBeVisible();
    await page.goto('/bmdashboard/equipment/add');
    await expect(page.getByRole('form', { name: 'New equipment type' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the New equipment type form at 390 px');
    await expectAccessible(page, 'the New equipment type form at 390 px in dark');
  });
});
