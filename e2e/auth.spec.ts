import { expect, test } from '@playwright/test';
import { PASSWORD, signIn, signInToDashboard } from './helpers';

test('a signed-out visitor is sent to login and, once signed in, back where they were going', async ({ page }) => {
  await page.goto('/permissionsmanagement');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Please Sign in' })).toBeVisible();
  await signIn(page, 'admin@demo.goodhours.org');
  await expect(page).toHaveURL(/\/permissionsmanagement$/);
});

test('a wrong password is explained under the password field and the email stays typed', async ({ page }) => {
  await signIn(page, 'volunteer@demo.goodhours.org', 'Not-the-password1');
  await expect(page.getByText('Invalid email and/or password.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('volunteer@demo.goodhours.org');
});

test('a volunteer who opens an admin page lands on the dashboard; an unknown page says so', async ({ page }) => {
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await page.goto('/permissionsmanagement');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page');
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Sofia' })).toBeVisible();
});

test('the session survives a reload, and logout asks first and then ends it', async ({ page }) => {
  await signInToDashboard(page, 'mentor@demo.goodhours.org', 'Kwame');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Kwame' })).toBeVisible();
  await page.getByRole('button', { name: 'Kwame Asante' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
  await expect(dialog.getByText("Don't forget to log your time before logout!")).toBeVisible();
  await dialog.getByRole('button', { name: /logout/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a page that belongs to later work says so instead of showing sample data', async ({ page }) => {
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/educationportal');
  // The portal's own login first (decision 069).
  await expect(page).toHaveURL(/\/educationportal\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill('owner@demo.goodhours.org');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/educationportal$/);
  await expect(page.getByText(/not built yet/i)).toBeVisible();
});
