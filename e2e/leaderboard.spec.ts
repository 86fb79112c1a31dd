import { expect, test } from '@playwright/test';
import { scrollThrough } from './a11y';
import { logTimeToday, signInToDashboard } from './helpers';

test('the leaderboard shows a volunteer’s hours after they log time, and an administrator can open their dashboard', async ({ page }) => {
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  const board = page.getByRole('table', { name: 'Leaderboard' });
  const priya = board.getByRole('row').filter({ hasText: 'Priya Raman' });
  // The leaderboard is under Team Member Tasks: drawn once scrolled near.
  await scrollThrough(page);
  await expect(priya).toHaveCount(1);
  const tangible = async () => Number(await priya.getByRole('cell').nth(4).innerText());
  const before = await tangible();

  const priyaId = await logTimeToday(page, 'priya.raman@demo.goodhours.org', 2, 30);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Arjun' })).toBeVisible();
  await scrollThrough(page);
  await expect.poll(tangible).toBeCloseTo(before + 2.5, 2);

  await page.getByRole('textbox', { name: 'Search' }).fill('priya');
  // A second after the last keystroke only her row is left under the totals.
  await expect(board.locator('tbody tr:not([aria-label="Organisation totals"])')).toHaveCount(1);
  await expect(priya).toHaveCount(1);

  await priya.getByRole('button', { name: 'View dashboard of Priya Raman' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${priyaId}$`));
});
