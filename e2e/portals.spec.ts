import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { passBuildingLogin, signIn, signInToDashboard } from './helpers';

/** The portal logins (document 3 §2.10, issue 43; decision 069). */

test('a manager opening the building portal passes its login with her own password and lands where she was going', async ({ page }) => {
  await page.goto('/bmdashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'manager@demo.goodhours.org');
  // Signed in, the portal's guard sends her on to its own login.
  await expect(page).toHaveURL(/\/bmdashboard\/login$/);
  await passBuildingLogin(page, 'manager@demo.goodhours.org');
  await expect(page).toHaveURL(/\/bmdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Building management/ })).toBeVisible();
  // Another portal asks for its own login.
  await page.goto('/lbdashboard');
  await expect(page).toHaveURL(/\/lbdashboard\/login$/);
});

test('a volunteer is refused at the building login', async ({ page }) => {
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await page.goto('/bmdashboard/materials');
  await passBuildingLogin(page, 'volunteer@demo.goodhours.org');
  await expect(page.getByRole('alert').filter({ hasText: 'You do not have access to this portal.' })).toBeVisible();
  await expect(page).toHaveURL(/\/bmdashboard\/login$/);
});

test.describe('at 390 px in dark', () => {
  test.use({ viewport: { width: 390, height: 800 }, colorScheme: 'dark' });

  test('the building login fits a phone and passes axe', async ({ page }) => {
    await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
    await page.goto('/bmdashboard/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('nope');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the building login at 390 px');
    await expectAccessible(page, 'the building login at 390 px in dark, with its field errors');
  });
});

test.describe('at 1280 px in light', () => {
  test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });

  test('the building login passes axe', async ({ page }) => {
    await signInToDashboard(page, 'manager@demo.goodhours.org', 'Maria');
    await page.goto('/bmdashboard/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Building Management Login' })).toBeVisible();
    await expectAccessible(page, 'the building login at 1280 px in light');
  });
});
