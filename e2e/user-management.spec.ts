import { addDays, formatDay, MESSAGES, pacificDate } from '@goodhours/domain';
import { expect, test } from '@playwright/test';
import { apiToken, signIn, signInToDashboard } from './helpers';

test('an administrator creates a user and sets a final day of today; after the daily job the user is inactive and cannot sign in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // two sign-ins, a create and a scheduled job on a shared machine
  const stamp = String(Date.now());
  const lastName = `Finalday${stamp}`;
  const fullName = `Tess ${lastName}`;
  const email = `tess.${stamp}@example.org`;
  const password = 'Welcome#2026';

  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.goto('/usermanagement');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New User' }).click();
  const create = page.getByRole('dialog', { name: 'Create New User' });
  await create.getByRole('textbox', { name: 'First name' }).fill('Tess');
  await create.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await create.getByRole('textbox', { name: 'Email' }).fill(email);
  await create.getByLabel('Password').fill(password);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText(`${fullName} was created.`)).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(lastName);
  const row = page.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');

  // The final day is today in the organisation's zone: the user stays active until it ends.
  const today = pacificDate(new Date());
  await row.getByRole('button', { name: `Actions for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Set Final Day' }).click();
  const finalDay = page.getByRole('dialog', { name: `Set Final Day: ${fullName}` });
  await finalDay.getByLabel('Final day').fill(today);
  await finalDay.getByRole('button', { name: 'Set Final Day' }).click();
  await expect(row).toContainText(`Final day ${formatDay(today)}`);

  // The daily job runs "tomorrow" (00:30 or 01:30 Pacific, depending on daylight saving).
  const tomorrow = addDays(today, 1);
  const job = await page.request.post('/api/test-hooks/daily-status', {
    data: { at: `${tomorrow}T08:30:00.000Z` },
    headers: { authorization: `Bearer ${await apiToken(page, 'owner@demo.goodhours.org')}` },
  });
  expect(job.ok()).toBe(true);
  expect(((await job.json()) as { ran: boolean }).ran).toBe(true);

  await page.reload();
  await page.getByRole('textbox', { name: 'Search' }).fill(lastName);
  await expect(row).toContainText('Inactive');
  await expect(row).not.toContainText(`Final day ${formatDay(today)}`);

  const context = await browser.newContext();
  const gone = await context.newPage();
  await signIn(gone, email, password);
  await expect(gone.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(MESSAGES.loginInactive);
  await expect(gone).toHaveURL(/\/login$/);
  await context.close();
});
