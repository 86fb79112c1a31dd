import { expect, test } from '@playwright/test';
import { apiToken, readInbox, signIn, signInToDashboard } from './helpers';

test('a volunteer who forgot the password gets a temporary one by email and must replace it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('Chloe.Nguyen@demo.goodhours.org');
  await page.getByRole('textbox', { name: 'First Name' }).fill('chloe');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Nguyen');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Check your email for your reward: A NEW PASSWORD!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The email arrives in Chloe's inbox (the journeys' SMTP peer); nobody else can read it.
  let temporary: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readInbox(page)).find(
          (m) => m.to.includes('chloe.nguyen@demo.goodhours.org') && m.subject === 'Your new Goodhours password',
        );
        temporary = /^ {4}(\S+)$/m.exec(mail?.text ?? '')?.[1];
        return temporary;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const owner = await apiToken(page, 'owner@demo.goodhours.org');
  const outbox = await page.request.get('/api/emailoutbox', { headers: { authorization: `Bearer ${owner}` } });
  const listed = ((await outbox.json()) as { to: string; text: string | null; bodyHidden: boolean }[]).find(
    (m) => m.to === 'chloe.nguyen@demo.goodhours.org',
  );
  expect(listed?.bodyHidden).toBe(true);
  expect(JSON.stringify(listed)).not.toContain(temporary!);

  await signIn(page, 'chloe.nguyen@demo.goodhours.org', temporary);
  await expect(page).toHaveURL(/\/forcePasswordUpdate\//);
  await page.getByLabel('New Password').fill('Fresh!start9');
  await page.getByLabel('Confirm Password').fill('Fresh!start9');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You will now be directed to the login page...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signInToDashboard(page, 'chloe.nguyen@demo.goodhours.org', 'Chloe', 'Fresh!start9');
});

test('a volunteer changes the password, is signed out, and only the new one works', async ({ page }) => {
  await signInToDashboard(page, 'diego.alvarez@demo.goodhours.org', 'Diego');
  await page.getByRole('button', { name: 'Diego Alvarez' }).click();
  await page.getByRole('menuitem', { name: 'Update Password' }).click();
  await page.getByLabel('Current Password').fill('Goodhours!1');
  await page.getByLabel('New Password').fill('Goodhours!1');
  await page.getByLabel('Confirm Password').fill('Goodhours!1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('should not be same as old password')).toBeVisible();

  await page.getByLabel('New Password').fill('Better#pass7');
  await page.getByLabel('Confirm Password').fill('Better#pass7');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'diego.alvarez@demo.goodhours.org', 'Goodhours!1');
  await expect(page.getByText('Invalid email and/or password.')).toBeVisible();
  await page.getByLabel('Password').fill('Better#pass7');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Diego' })).toBeVisible();
});
