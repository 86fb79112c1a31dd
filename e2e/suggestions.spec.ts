import { expect, test } from '@playwright/test';
import { apiToken, signInToDashboard } from './helpers';

test('a volunteer sees her week in the summary bar, and sends a suggestion and a bug report to the Owners', async ({ page }) => {
  await signInToDashboard(page, 'rosa.jimenez@demo.goodhours.org', 'Rosa');
  await expect(page.getByRole('heading', { name: 'Activity for Rosa Jimenez' })).toBeVisible();
  await expect(page.getByText(/Current Week : \d+\.\d\d \/ \d+/)).toBeVisible();

  await page.getByRole('button', { name: 'User Suggestion' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Suggestion' });
  await dialog
    .getByRole('textbox', { name: 'Suggestion' })
    .fill('Let us pin the projects we log to most often at the top of the project list.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill all fields with valid values.');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Improve the timer and time log' }).click();
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Bug Report' }).click();
  const bug = page.getByRole('dialog', { name: 'Bug Report' });
  await bug.getByRole('textbox', { name: 'Title' }).fill('Week total lags after a new entry');
  await bug.getByRole('textbox', { name: /Environment/ }).fill('Chromium on Debian');
  await bug.getByRole('textbox', { name: 'Steps to reproduce' }).fill('Log 30 minutes, look at the bar');
  await bug.getByRole('textbox', { name: 'Expected result' }).fill('The total grows at once');
  await bug.getByRole('textbox', { name: 'Actual result' }).fill('It grows after a reload');
  await bug.getByRole('textbox', { name: /Visual proof/ }).fill('https://photos.example.org/rosa-bug');
  await bug.getByRole('combobox', { name: 'Severity' }).click();
  await page.getByRole('option', { name: '3. Minor' }).click();
  await bug.getByRole('button', { name: 'Send' }).click();
  await expect(bug).toBeHidden();

  const token = await apiToken(page, 'owner@demo.goodhours.org');
  const outbox = await page.request.get('/api/emailoutbox?limit=200', { headers: { authorization: `Bearer ${token}` } });
  const subjects = ((await outbox.json()) as { subject: string }[]).map((m) => m.subject);
  expect(subjects).toContain('Suggestion: Improve the timer and time log');
  expect(subjects).toContain('Bug report: Week total lags after a new entry');
});
