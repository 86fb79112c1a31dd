import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';
import { bytesOf, exportAs, pdfText } from './report-files';

const OWNER = 'owner@demo.goodhours.org';

/** Sets the summary's period to its last four weeks, compared with the four before, and waits for its figures. */
async function lastFourWeeks(page: Page): Promise<{ from: string; to: string }> {
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 4 weeks' }).click();
  await expect(page.getByText(/^Compared with .+, the 4 weeks before\.$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total hours' })).toContainText('Compared period:');
  const url = new URL(page.url());
  return { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
}

test('the owner opens the total org summary from the Reports menu, compares four weeks with the four before, opens a category’s entries and exports it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInToDashboard(page, OWNER, 'Olivia');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Total Org Summary' }).click();
  await expect(page).toHaveURL(/\/totalorgsummary$/);
  await expect(page.getByRole('heading', { name: 'Total Org Summary', level: 1 })).toBeVisible();

  const { from, to } = await lastFourWeeks(page);
  // Another comparison is in the address and said in words; then back to the period before.
  const compareWith = async (option: string) => {
    await page.getByRole('combobox', { name: 'Compare with' }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await compareWith('The same days a year earlier');
  await expect(page).toHaveURL(/[?&]compare=year/);
  await expect(page.getByText(/^Compared with .+, the same days a year earlier\.$/)).toBeVisible();
  await compareWith('The period before');
  await expect(page).toHaveURL(/[?&]compare=period/);
  await expect(page.getByText(/^Compared with .+, the 4 weeks before\.$/)).toBeVisible();
  const active = page.getByRole('region', { name: 'Active volunteers', exact: true });
  await expect(active).toContainText('10-hour rule');
  await expect(active).toContainText(/No change|up|down/);
  await expect(page.getByRole('region', { name: 'Teams with hours' })).toContainText(/ of \d+/);
  await expect(page.getByRole('heading', { name: 'The organisation’s hours by week' })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  // The demo's people live in a dozen countries; every ninth gave none.
  const countries = page.getByRole('table', { name: 'Active volunteers by country' });
  await expect(countries.getByRole('row', { name: /^Kenya / })).toBeVisible();
  await expectAccessible(page, 'the total org summary');

  // A category's hours open onto their rows.
  const categories = page.getByRole('table', { name: 'Hours by category' });
  const category = (await categories.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
  await categories.getByRole('button', { name: `Entries of ${category}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${category}: `) });
  await expect(drawer.getByRole('table')).toBeVisible();
  await expect(drawer.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Close the entries' }).click();

  const pdf = await exportAs(page, 'PDF');
  expect(pdf.suggestedFilename()).toBe(`total-org-summary-${from}-to-${to}.pdf`);
  const pdfBytes = await bytesOf(pdf);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdfBytes);
  expect(text).toContain('Total Org Summary');
  expect(text).toContain('Compared with');
  expect(text).toContain('Active volunteers');
  expect(text).toContain('Hours by category');
  expect(text).toContain('Active volunteers by country');
  expect(text).toContain(category);

  const csv = await exportAs(page, 'CSV');
  expect(csv.suggestedFilename()).toBe(`total-org-summary-${from}-to-${to}.csv`);
  const lines = (await bytesOf(csv)).toString('utf8').split('\r\n');
  expect(lines[0]?.startsWith('\uFEFF"Total Org Summary, ')).toBe(true);
  expect(lines).toContain('Figure,This period,Compared period,Change,Change %');
  expect(lines.some((line) => line.startsWith('Active volunteers,'))).toBe(true);
  expect(lines).toContain('Category,Tangible hours,Intangible hours,Total hours,Compared total hours,Change,Change %');
});

test('the total org summary passes axe in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInToDashboard(page, OWNER, 'Olivia');
  await page.goto('/totalorgsummary');
  await lastFourWeeks(page);
  await page.getByRole('button', { name: 'Show the chart’s numbers' }).click();
  await expectAccessible(page, 'the total org summary (dark)');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the total org summary fits a phone', async ({ page }) => {
    await signInToDashboard(page, OWNER, 'Olivia');
    await page.goto('/totalorgsummary');
    await lastFourWeeks(page);
    await expect(page.getByRole('table', { name: 'Hours by role' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the total org summary on a phone');
    await expectAccessible(page, 'the total org summary on a phone');
  });
});
