import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signInToDashboard } from './helpers';

test('a volunteer adds a personal link to their profile, sees it after a reload, and cannot change their role', async ({ page }) => {
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await page.getByRole('button', { name: 'Sofia Rossi' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Sofia Rossi', exact: true })).toBeVisible();
  const userId = /\/userprofile\/([^/?#]+)/.exec(page.url())?.[1];
  expect(userId).toBeTruthy();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/userprofileedit/${userId ?? ''}$`));
  const role = page.getByRole('textbox', { name: 'Role' });
  await expect(role).toHaveValue('Volunteer');
  await expect(role).toHaveAttribute('readonly', '');

  await page.getByRole('region', { name: 'Personal Links' }).getByRole('button', { name: 'Edit Links' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Links' });
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await dialog
    .getByRole('textbox', { name: /^Name \d+$/ })
    .last()
    .fill('Portfolio');
  await dialog
    .getByRole('textbox', { name: /^Link \d+$/ })
    .last()
    .fill('https://sofia.example.org');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = page.getByRole('dialog', { name: 'Success!' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Close', exact: true }).click();

  await page.reload();
  const link = page.getByRole('list', { name: 'Personal Links' }).getByRole('link', { name: 'Portfolio' });
  await expect(link).toHaveAttribute('href', 'https://sofia.example.org');
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page.getByRole('list', { name: 'Personal Links' }).getByRole('link', { name: 'Portfolio' })).toBeVisible();

  // The server is the authority: a direct attempt to change the role is refused.
  const { origins } = await page.context().storageState();
  const token = origins.flatMap((o) => o.localStorage).find((item) => item.name === 'goodhours.token')?.value;
  expect(token).toBeTruthy();
  const attempt = await page.request.put(`/api/userprofile/${userId ?? ''}`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: { role: 'Administrator' },
  });
  expect(attempt.status()).toBe(403);
  const body = (await attempt.json()) as { error: { message: string } };
  expect(body.error.message).toBe('You do not have permission to change: role.');
});

test('a volunteer reads their active tasks and their Badge Summary on the profile', async ({ page }) => {
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await page.getByRole('button', { name: 'Sofia Rossi' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();

  const tasks = page.getByRole('region', { name: 'Tasks' });
  await expect(tasks.getByRole('radio', { name: 'Active' })).toBeChecked();
  await expect(tasks.getByRole('row')).not.toHaveCount(0);
  const activeRows = await tasks.getByRole('row').count();
  await tasks.getByText('All', { exact: true }).click();
  expect(await tasks.getByRole('row').count()).toBeGreaterThanOrEqual(activeRows);

  const badges = page.getByRole('region', { name: 'Badges' });
  await badges.getByRole('button', { name: 'Badge Summary' }).click();
  const summary = page.getByRole('dialog', { name: 'Badge Summary' });
  await expect(summary.getByRole('columnheader')).toHaveText(['Badge', 'Name', 'Modified', 'Earned Dates', 'Count']);
  await expect(summary.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/^[A-Z][a-z]{2}-\d{2}-\d{2}$/);
});

test('a volunteer hides her phone number from her teammates, and the choice stays after a reload', async ({ page }) => {
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await page.getByRole('button', { name: 'Sofia Rossi' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const email = page.getByRole('switch', { name: 'Show my e-mail to my teammates' });
  const phone = page.getByRole('switch', { name: 'Show my phone number to my teammates' });
  // The spec's default privacySettings: both shown.
  await expect(email).toBeChecked();
  await expect(phone).toBeChecked();
  await expectAccessible(page, 'the profile edit form with its privacy switches');

  const save = async () => {
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saved = page.getByRole('dialog', { name: 'Success!' });
    await saved.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(saved).toBeHidden();
  };
  await phone.press('Space');
  await expect(phone).not.toBeChecked();
  await save();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show my phone number to my teammates' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show my e-mail to my teammates' })).toBeChecked();

  // Shown again, as the other journeys expect the demo's people.
  await page.getByRole('switch', { name: 'Show my phone number to my teammates' }).press('Space');
  await save();
});
