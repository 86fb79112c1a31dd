import { SUMMARIES_REPORT_MESSAGES as M } from '@goodhours/domain';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';

/**
 * Every card shown holds the team code. The check is one locator the assertion polls as a whole,
 * so a list still being replaced (the old cards counted, then gone) cannot be read half-way.
 */
async function expectOnlyTeamCode(page: Page, teamCode: string): Promise<number> {
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: `Team code: ${teamCode}` })).toHaveCount(0);
  return cards.count();
}

test('a manager filters the weekly summaries report by a team code, saves the filter and applies it again after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Maria manages Earthbag Builders (B-EBV) and Platform Developers (S-DEV) and holds manageSummariesFilters.
  await signInToDashboard(page, 'manager@demo.goodhours.org', 'Maria');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Weekly Summaries Report', exact: true }).click();
  await expect(page).toHaveURL(/\/weeklysummariesreport$/);
  await expect(page.getByRole('heading', { name: 'Weekly Summaries Report' })).toBeVisible();
  const count = page.getByText(/^Showing \d+ of \d+ people$/);
  await expect(count).toBeVisible();
  const everyone = Number(/of (\d+) people/.exec(await count.innerText())?.[1]);
  await expect(page.getByRole('article').filter({ hasText: 'Team code: B-EBV' }).first()).toBeVisible();

  await page.getByLabel('Team codes', { exact: true }).click();
  await page.getByRole('option', { name: 'S-DEV', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]team=S-DEV(&|$)/);
  const developers = await expectOnlyTeamCode(page, 'S-DEV');
  expect(developers).toBeLessThan(everyone);
  await expect(count).toHaveText(`Showing ${String(developers)} of ${String(everyone)} people`);

  const name = `Developers ${String(Date.now())}`;
  await page.getByRole('button', { name: 'Save filter as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save filter as…' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save filter' }).click();
  await expect(page.getByText(M.filterSaved(name))).toBeVisible();
  await expect(dialog).toBeHidden();

  // A reload keeps the filters in the address; the report without them lists everyone again.
  await page.reload();
  await expect(count).toHaveText(`Showing ${String(developers)} of ${String(everyone)} people`);
  await page.goto('/weeklysummariesreport');
  await expect(count).toHaveText(`Showing ${String(everyone)} of ${String(everyone)} people`);

  const saved = page.getByRole('combobox', { name: 'Saved filters' });
  await expect(saved).toBeEnabled();
  await saved.click();
  await page.getByRole('option', { name }).click();
  await expect(count).toHaveText(`Showing ${String(developers)} of ${String(everyone)} people`);
  await expectOnlyTeamCode(page, 'S-DEV');
  await expectAccessible(page, 'the weekly summaries report with a saved filter applied (light)');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, 'the weekly summaries report with a saved filter applied (dark)');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the weekly summaries report fits a phone and passes axe', async ({ page }) => {
    await signInToDashboard(page, 'manager@demo.goodhours.org', 'Maria');
    await page.goto('/weeklysummariesreport?tab=last');
    await expect(page.getByText(/^Showing \d+ of \d+ people$/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'the weekly summaries report on a phone');
    await expectAccessible(page, 'the weekly summaries report on a phone');
  });
});
