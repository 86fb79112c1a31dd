import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { logTimeToday, signInToDashboard } from './helpers';

/** The people's rows of the board (the organisation's totals left out). */
const peopleRows = (page: Page) =>
  page.getByRole('table', { name: 'Leaderboard' }).locator('tbody tr:not([aria-label="Organisation totals"])');

/** Shows only the rows whose name holds `name` (applied a second after the last keystroke). */
async function search(page: Page, name: string) {
  await page.getByRole('region', { name: 'Leaderboard' }).getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(peopleRows(page)).toHaveCount(1);
}

test('the leaderboard shows a volunteer’s hours after they log time, and an administrator can open their dashboard', async ({ page }) => {
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  const priya = page.getByRole('table', { name: 'Leaderboard' }).getByRole('row').filter({ hasText: 'Priya Raman' });
  // The board draws its first 20 rows: the search finds her wherever she stands.
  await search(page, 'PRIYA');
  await expect(priya).toHaveCount(1);
  const tangible = async () => Number(await priya.getByRole('cell').nth(4).innerText());
  const before = await tangible();

  const priyaId = await logTimeToday(page, 'priya.raman@demo.goodhours.org', 2, 30);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Arjun' })).toBeVisible();
  await search(page, 'priya');
  await expect.poll(tangible).toBeCloseTo(before + 2.5, 2);

  await priya.getByRole('button', { name: 'View dashboard of Priya Raman' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${priyaId}$`));
});

for (const width of [390, 1280]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the board opens on its first 20 rows and the reader’s own, and Show more adds 20 from the keyboard, in both themes', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
      const board = page.getByRole('region', { name: 'Leaderboard' });
      const rows = peopleRows(page);
      const own = rows.filter({ hasText: 'Arjun Mehta' });
      await expect(own).toHaveAttribute('aria-current', 'true');
      await expect(own).toContainText('You');
      const first = await rows.count();
      // 20, and the reader's own row when it stands further down.
      expect(first === 20 || first === 21).toBe(true);
      await expectNoSidewaysScroll(page, 'the dashboard with the leaderboard’s first page');
      await expectAccessible(page, 'the leaderboard’s first page, light');

      // From the board's last control, Tab reaches Show more; Enter draws the next rows.
      const more = board.getByRole('button', { name: /^Show more \(\d+ not shown\)$/ });
      await board.getByRole('table', { name: 'Leaderboard' }).locator('a, button').last().focus();
      await page.keyboard.press('Tab');
      await expect(more).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(40);
      await expect(own).toHaveCount(1);

      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectAccessible(page, 'the leaderboard after Show more, dark');
    });
  });
}
