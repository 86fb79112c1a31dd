import { expect, test } from '@playwright/test';
import { signInToDashboard } from './helpers';

test('an administrator gives one volunteer the reports permission, and that volunteer gets the Reports menu', async ({ page, browser }) => {
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.goto('/permissionsmanagement');
  await page.getByRole('button', { name: 'Manage User Permissions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage User Permissions' });
  await dialog.getByRole('textbox', { name: 'Search for a person' }).fill('benjamin');
  await dialog.getByRole('button', { name: /Benjamin Hartley/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Benjamin Hartley' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'See reports' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Permissions of Benjamin Hartley saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: /User: Benjamin Hartley/ }).first()).toContainText('See reports');

  const volunteer = await (await browser.newContext()).newPage();
  await signInToDashboard(volunteer, 'benjamin.hartley@demo.goodhours.org', 'Benjamin');
  await volunteer.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  await expect(volunteer.getByRole('menuitem', { name: 'Reports', exact: true })).toBeVisible();
  await volunteer.close();
});

test('an owner changes a role’s permissions, the change is kept and logged, and defaults restore it', async ({ page }) => {
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/permissionsmanagement');
  await page.getByRole('link', { name: 'Mentor', exact: true }).click();
  await expect(page).toHaveURL(/\/permissionsmanagement\/Mentor$/);
  const box = page.getByRole('checkbox', { name: 'Delete own entries' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Delete own entries' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role updated.')).toBeVisible();
  await page.goto('/permissionsmanagement');
  const changes = page.getByRole('row', { name: /Role: Mentor/ });
  await expect(changes.nth(0)).toContainText('Delete own entries');
  await expect(changes.nth(1)).toContainText('Delete own entries');
});
