import { expect, test } from '@playwright/test';
import { signInToDashboard } from './helpers';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String(i)}`).join(' ');

test('a volunteer writes this week’s summary (refused at 49 words), saves it, and moves it to last week', async ({ page }) => {
  await signInToDashboard(page, 'olga.ivanova@demo.goodhours.org', 'Olga');
  const block = page.getByRole('region', { name: 'Weekly summary' });
  // The status is said once, in the summary bar above the due-date block.
  const status = page.getByRole('status', { name: 'Weekly summary status' });
  await expect(status).toContainText('You still need to complete the weekly summary');
  await block.getByRole('button', { name: 'Weekly Summaries' }).click();

  const window = page.getByRole('dialog', { name: 'Weekly Summaries' });
  await expect(window).toContainText('Total submitted: 0');
  const editor = window.getByRole('textbox', { name: 'Summary' });
  await editor.fill(words(49));
  await expect(window.getByText('Words: 49 (at least 50)')).toBeVisible();
  // Her media link is still empty: there is nothing to unlock, it is there to be filled in.
  await expect(window.getByRole('button', { name: 'Unlock media link' })).toHaveCount(0);
  await expect(window.getByRole('button', { name: 'Save' })).toBeDisabled();
  await window.getByRole('textbox', { name: 'Link to your media files' }).fill('https://photos.example.org/olga');
  await window.getByRole('checkbox', { name: /required media files/ }).check();
  await window.getByRole('checkbox', { name: /AI editor/ }).check();
  await window.getByRole('checkbox', { name: /proofread/ }).check();
  await expect(window.getByText('The summary must contain a minimum of 50 words.')).toBeVisible();
  await expect(window.getByRole('button', { name: 'Save' })).toBeDisabled();

  await editor.fill(`${words(49)} fifty`);
  await expect(window.getByText('Words: 50 (at least 50)')).toBeVisible();
  await expect(window.getByRole('button', { name: 'Save' })).toBeEnabled();
  await window.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('✔ The data was saved successfully!')).toBeVisible();
  await expect(window).toBeHidden();
  await expect(status).toContainText('You have completed your weekly summary');

  await block.getByRole('button', { name: 'Weekly Summaries' }).click();
  await expect(window).toContainText('Total submitted: 1');
  await window.getByRole('button', { name: /View and Copy/ }).click();
  const prompt = page.getByRole('dialog', { name: 'Current AI Prompt' });
  await expect(prompt).toContainText('This week');
  await expect(prompt.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Copy Prompt' }).click();
  await expect(page.getByText('Prompt Copied!')).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(window.getByRole('button', { name: 'View and Copy Current AI Prompt' })).toBeVisible();
  await window.getByRole('combobox', { name: 'Move This Summary' }).click();
  await page.getByRole('option', { name: 'Last Week' }).click();
  const confirm = page.getByRole('dialog', { name: 'Move This Summary' });
  await expect(confirm).toContainText('Are you SURE you want to move the summary?');
  await confirm.getByRole('button', { name: 'Confirm and Save' }).click();
  await expect(window.getByRole('tab', { name: 'Last Week', selected: true })).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Summary' })).toContainText('word48 fifty');
  await window.getByRole('tab', { name: 'This Week' }).click();
  await expect(window.getByRole('textbox', { name: 'Summary' })).toHaveText('');
  await window.getByRole('button', { name: 'Close this window' }).click();
  await expect(status).toContainText('You still need to complete the weekly summary');
});
