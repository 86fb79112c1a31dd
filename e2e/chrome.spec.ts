import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signInToDashboard } from './helpers';

/** How far down the page's title starts: what the header and the banners above it take. */
async function titleTop(page: Page): Promise<number> {
  const title = page.getByRole('heading', { level: 1 }).first();
  await expect(title).toBeVisible();
  return (await title.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
}

test('on a phone the page title starts near the top, under the header message, the deadlines and a notification', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Noah has all three: the standard header message, his team's deadlines and unread notifications.
  await signInToDashboard(page, 'noah.fischer@demo.goodhours.org', 'Noah');
  await expect(page.getByRole('note', { name: 'Header message' })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Team deadlines' })).toBeVisible();
  const card = page.getByRole('alert', { name: /Notification from/ });
  await expect(card).toBeVisible();
  // Header (two rows on a phone: 104 px) + one line each for the message and the deadlines.
  expect(await titleTop(page)).toBeLessThanOrEqual(200);

  // The notification lies over the foot of the page: it never pushes the page down.
  const before = await titleTop(page);
  await card.getByRole('button', { name: 'Hide this notification' }).click();
  await expect(page.getByRole('button', { name: /Show notification/ })).toBeVisible();
  expect(await titleTop(page)).toBe(before);
  await page.reload();
  await expect(page.getByRole('button', { name: /Show notification/ })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('on a wide screen the page title starts within 160 px of the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToDashboard(page, 'noah.fischer@demo.goodhours.org', 'Noah');
  await expect(page.getByRole('alert', { name: 'Team deadlines' })).toBeVisible();
  expect(await titleTop(page)).toBeLessThanOrEqual(160);
});

test('the keyboard reaches the skip link first, then the main content, and the leaderboard in a few tab stops', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToDashboard(page, 'manager@demo.goodhours.org', 'Maria');
  await page.reload();
  const board = page.getByRole('region', { name: 'Leaderboard' });
  await expect(board.getByRole('row').nth(2)).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.reload();
  await expect(board.getByRole('row').nth(2)).toBeVisible();
  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };
  await press('Tab');
  while (presses < 15 && (await page.locator('a:focus', { hasText: 'Skip to Leaderboard' }).count()) === 0) await press('Tab');
  await press('Enter');
  while (presses < 20 && (await board.locator('tbody :focus').count()) === 0) await press('Tab');
  console.log(`Tab stops to the leaderboard's first row: ${String(presses)}`);
  expect(presses).toBeLessThanOrEqual(12);
});

for (const [path, heading] of [
  ['/collaboration', /./],
  ['/email-subscribe', /./],
  ['/no-such-page', '404'],
] as const) {
  test(`the public page ${path} carries the product's header with a sign-in link`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Goodhours', exact: true })).toBeVisible();
    await header.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
}

test('the public header reads well in light and dark', async ({ page }) => {
  await page.goto('/email-subscribe');
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page, 'a public page with its header, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page, 'a public page with its header, dark');
});
