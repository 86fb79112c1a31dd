import { expect, test } from '@playwright/test';
import { signInToDashboard } from './helpers';

test('the Owner writes the dashboard info page, and a volunteer reads it in the pop-up without an edit button', async ({
  page,
  browser,
}) => {
  const text = `Welcome to Goodhours: log your hours every day (${String(Date.now())}).`;

  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/infoCollections');
  await expect(page.getByRole('heading', { name: 'Info Collections' })).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);

  const existing = page.getByRole('button', { name: 'Edit dashboard', exact: true });
  if ((await existing.count()) > 0) {
    await existing.click();
  } else {
    await page.getByRole('button', { name: 'Create New Info' }).click();
  }
  const form = page.getByRole('dialog');
  const name = form.getByRole('textbox', { name: 'Name' });
  if (!(await name.inputValue())) await name.fill('dashboard');
  await form.getByRole('combobox', { name: 'Who may read it' }).selectOption('0');
  await form.getByRole('textbox', { name: 'Info content' }).fill(text);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('✔ The info was saved successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: /dashboard/ })).toContainText('Everyone');

  const volunteer = await (await browser.newContext()).newPage();
  await signInToDashboard(volunteer, 'volunteer@demo.goodhours.org', 'Sofia');
  // The page's own Info button comes first; the panels below it have theirs.
  await volunteer.getByRole('button', { name: 'Info', exact: true }).first().click();
  const popup = volunteer.getByRole('dialog', { name: 'Info' });
  await expect(popup).toContainText(text);
  await expect(popup.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(popup.getByRole('textbox')).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(popup).toBeHidden();
  await volunteer.close();
});

test('the Owner writes an area’s info straight from its pop-up', async ({ page }) => {
  const text = `Projects hold the work breakdown and its tasks (${String(Date.now())}).`;
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Info', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Info' });
  await popup.getByRole('button', { name: 'Edit' }).click();
  await popup.getByRole('textbox', { name: 'Info content' }).fill(text);
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The info was saved successfully!', { exact: true })).toBeVisible();
  await expect(popup).toContainText(text);
  await expect(popup.getByRole('textbox')).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Info', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Info' })).toContainText(text);
});
