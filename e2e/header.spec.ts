import { expect, test } from '@playwright/test';
import { signInToDashboard, userIdByName } from './helpers';

test('an administrator views a volunteer’s dashboard, drives his timer, keeps the banner across pages, and returns to his own', async ({
  page,
  browser,
}) => {
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  const noah = await userIdByName(page, 'Noah Fischer');
  await page.goto(`/dashboard/${noah}`);
  const banner = page.getByText('You are currently viewing the header for Noah Fischer');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity for Noah Fischer' })).toBeVisible();

  // The header's timer is Noah's while his dashboard is viewed: Noah sees it start and reset.
  const timer = page.getByRole('group', { name: 'Timer' });
  await timer.getByRole('button', { name: 'Start timer' }).click();
  await expect(timer.getByRole('button', { name: 'Pause timer' })).toBeVisible();
  const noahPage = await (await browser.newContext()).newPage();
  await signInToDashboard(noahPage, 'noah.fischer@demo.goodhours.org', 'Noah');
  const noahTimer = noahPage.getByRole('group', { name: 'Timer' });
  await expect(noahTimer.getByRole('button', { name: 'Pause timer' })).toBeVisible();
  await timer.getByRole('button', { name: 'Reset timer' }).click();
  await page.getByRole('button', { name: 'Yes, reset time!' }).click();
  await expect(noahTimer.getByRole('button', { name: 'Start timer' })).toBeVisible();
  await noahPage.context().close();

  await page.goto('/timelog');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Return to your own dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return to your dashboard' });
  await expect(dialog).toContainText('Are you sure you wish to return to your own dashboard?');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Activity for Arjun Mehta' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // From the viewed person's own dashboard address too, in one go, and still after a reload (issue 42, defect 1).
  await page.goto(`/dashboard/${noah}`);
  await expect(page.getByRole('heading', { name: 'Activity for Noah Fischer' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to your own dashboard' }).click();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Activity for Arjun Mehta' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Activity for Arjun Mehta' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the Owner sets a header message everyone sees, then removes it', async ({ page, browser }) => {
  const text = `Site visit on Saturday (${String(Date.now())})`;
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.getByRole('button', { name: /(Edit|Add) header message/ }).click();
  const editor = page.getByRole('dialog', { name: 'Header message' });
  await editor.getByRole('textbox', { name: 'Message' }).fill(text);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('note', { name: 'Header message' })).toContainText(text);

  const noah = await (await browser.newContext()).newPage();
  await signInToDashboard(noah, 'noah.fischer@demo.goodhours.org', 'Noah');
  await expect(noah.getByRole('note', { name: 'Header message' })).toContainText(text);
  await noah.close();

  await page.getByRole('button', { name: 'Delete header message' }).click();
  await page.getByRole('dialog', { name: 'Delete header message' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('note', { name: 'Header message' })).not.toContainText(text);
});

test('a volunteer reads his first unread notification and marks it as read', async ({ page }) => {
  await signInToDashboard(page, 'noah.fischer@demo.goodhours.org', 'Noah');
  const card = page.getByRole('alert', { name: 'Notification' });
  await expect(card).toContainText('The solar panel order for Earthbag Village arrived');
  await expect(card).toContainText('Notification from Maria Delgado');
  await card.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(card).toContainText('Welcome to Goodhours! Your profile is ready.');
  await page.reload();
  await expect(card).not.toContainText('solar panel');
});

test('a volunteer sees her team’s near deadlines, lists them, and dismisses the reminder for the day', async ({ page }) => {
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  const reminder = page.getByRole('alert', { name: 'Team deadlines' });
  await expect(reminder).toContainText(/team tasks? (is|are) (due in the next 7 days|overdue)/);
  await reminder.getByRole('button', { name: 'View deadlines' }).click();
  const dialog = page.getByRole('dialog', { name: 'Team deadlines' });
  const rows = dialog.getByRole('row');
  await expect(rows.nth(1)).toContainText(/Due (today|tomorrow|in \d days)|Overdue by \d+ days?/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await reminder.getByRole('button', { name: 'Dismiss team deadlines for today' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Activity for Sofia Rossi' })).toBeVisible();
  await expect(reminder).toHaveCount(0);
});
