import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard, userIdByName } from './helpers';
import { bytesOf, exportAs, pdfText } from './report-files';

test('an administrator finds a volunteer in Reports, opens her people report for a year and exports it as CSV and Excel', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const people = page.getByRole('table', { name: /^People/ });
  await expect(people.getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'the people list of Reports');

  await page.getByRole('textbox', { name: 'Search' }).fill('sofia');
  await expect(page).toHaveURL(/[?&]q=sofia/);
  await expect(people.getByRole('link', { name: 'Sofia Rossi' })).toBeVisible();
  await expect(people.getByRole('row')).toHaveCount(2);
  // The search is in the address: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('sofia');
  await expect(people.getByRole('row')).toHaveCount(2);

  await people.getByRole('link', { name: 'Sofia Rossi' }).click();
  await expect(page).toHaveURL(/\/peoplereport\/[0-9a-f-]{36}\?from=/);
  await expect(page.getByRole('heading', { name: 'People report: Sofia Rossi' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Person' })).toContainText('volunteer@demo.goodhours.org');

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 12 months' }).click();
  await expect(page.getByRole('heading', { name: 'Hours by month' })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  const url = new URL(page.url());
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  // 12 whole month bars: the period starts on a Sunday.
  expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(0);
  await expectAccessible(page, 'the people report');

  // A bar opens onto its weeks, and Back returns to the year.
  await page.locator('.recharts-bar-rectangle path').last().click();
  await expect(page.getByRole('heading', { name: 'Hours by week' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('from')).not.toBe(from);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Hours by month' })).toBeVisible();

  // The year's hours open onto their rows, and all of them download as CSV.
  await page.getByRole('button', { name: 'Show the period’s entries' }).click();
  const drawer = page.getByRole('dialog', { name: /^Sofia Rossi: / });
  await expect(drawer.getByRole('table')).toBeVisible();
  await expect(drawer.getByRole('row').nth(1)).toContainText('Sofia Rossi');
  await expectAccessible(page, 'the entries behind the people report');
  const [entries] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Download all as CSV' }).click()]);
  expect(entries.suggestedFilename()).toBe(`entries-sofia-rossi-${from}-to-${to}.csv`);
  expect((await bytesOf(entries)).toString('utf8').split('\r\n')[0]).toBe(
    '\uFEFFDate,First name,Last name,Project,Category,Task,Hours,Tangible,Notes',
  );
  await page.getByRole('button', { name: 'Close the entries' }).click();

  const csv = await exportAs(page, 'CSV');
  expect(csv.suggestedFilename()).toBe(`people-report-sofia-rossi-${from}-to-${to}.csv`);
  const csvText = (await bytesOf(csv)).toString('utf8');
  expect(csvText.startsWith('\uFEFF"People report: Sofia Rossi, ')).toBe(true);
  const lines = csvText.split('\r\n');
  expect(lines).toContain('Item,Value');
  expect(lines).toContain('Name,Sofia Rossi');
  expect(lines).toContain('Email,volunteer@demo.goodhours.org');
  expect(lines).toContain('Project,Category,Tangible hours,Intangible hours,Total hours');

  const xlsx = await exportAs(page, 'Excel (XLSX)');
  expect(xlsx.suggestedFilename()).toBe(`people-report-sofia-rossi-${from}-to-${to}.xlsx`);
  expect((await bytesOf(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK');
});

test('the people report’s PDF is a text PDF naming the person, her details and her hours, made without a console error', async ({
  page,
}) => {
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  const sofia = await userIdByName(page, 'Sofia Rossi');
  await page.goto(`/peoplereport/${sofia}`);
  await expect(page.getByRole('heading', { name: 'People report: Sofia Rossi' })).toBeVisible();
  // Issue 42, defect 21: the PDF writer's layout engine loads within the page's policy (no fetch
  // of a data: URL refused), from a file of the app's own.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const wasm: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.wasm')) wasm.push(`${String(res.status())} ${res.url()}`);
  });
  const pdf = await exportAs(page, 'PDF');
  // Her last 12 weeks, Sunday to Saturday.
  expect(pdf.suggestedFilename()).toMatch(/^people-report-sofia-rossi-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfBytes = await bytesOf(pdf);
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdfBytes);
  expect(text).toContain('People report: Sofia Rossi');
  expect(text).toContain('volunteer@demo.goodhours.org');
  expect(text).toContain('Hours by project');
  expect(errors).toEqual([]);
  expect(wasm).toEqual([expect.stringMatching(new RegExp(`^200 ${new URL('/assets/', page.url()).href}yoga-[\\w-]+\\.wasm$`))]);
});

test('a person who does not exist is said so', async ({ page }) => {
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.goto('/peoplereport/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByRole('alert')).toContainText('That person does not exist.');
});

test('the reports pass axe in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.goto('/reports?tab=projects');
  await expect(
    page
      .getByRole('table', { name: /^Projects/ })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'the projects list of Reports (dark)');
  const sofia = await userIdByName(page, 'Sofia Rossi');
  // Her last 12 weeks: more than two months, so a bar is a month.
  await page.goto(`/peoplereport/${sofia}`);
  await expect(page.getByRole('heading', { name: 'Hours by month' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the chart’s numbers' }).click();
  await expectAccessible(page, 'the people report (dark)');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the reports fit a phone', async ({ page }) => {
    await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
    await page.goto('/reports');
    await expect(
      page
        .getByRole('table', { name: /^People/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'Reports on a phone');
    const sofia = await userIdByName(page, 'Sofia Rossi');
    await page.goto(`/peoplereport/${sofia}`);
    await expect(page.getByRole('heading', { name: 'Hours by month' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'a people report on a phone');
    await expectAccessible(page, 'a people report on a phone');
  });
});
