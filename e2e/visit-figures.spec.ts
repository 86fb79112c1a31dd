import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, signInToDashboard } from './helpers';

interface Figures {
  windows: { days: number; pages: { page: string; LCP: { p75: number; samples: number } | null }[] }[];
}

/** Opens a page as a load of its own and waits until the visit is measured (the e2e server samples every visit). */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('visit-figures:measuring').length > 0);
}

/** The pages measured in the last 7 days, as the Owner reads them through the API. */
async function measuredPages(page: Page, ownerToken: string): Promise<string[]> {
  const res = await page.request.get('/api/visit-figures', { headers: { Authorization: `Bearer ${ownerToken}` } });
  const figures = (await res.json()) as Figures;
  return (figures.windows.find((w) => w.days === 7)?.pages ?? []).filter((p) => p.LCP).map((p) => p.page);
}

test('a volunteer’s visits are measured by page, and the Owner reads their 75th percentiles', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const volunteerToken = await apiToken(page, 'volunteer@demo.goodhours.org');
  const session = await page.request.get('/api/session', { headers: { Authorization: `Bearer ${volunteerToken}` } });
  const { userid } = (await session.json()) as { userid: string };

  // Each page is left for the next, and that is when it reports: as the page is hidden.
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await visit(page, '/timelog', 'Tasks and Timelogs');
  await visit(page, `/userprofile/${userid}`, 'Sofia Rossi');
  await visit(page, '/teamlocations', 'Team locations');
  await page.goto('/dashboard');

  const ownerToken = await apiToken(page, 'owner@demo.goodhours.org');
  const visited = ['/timelog', '/userprofile/:userId', '/teamlocations'];
  await expect.poll(async () => measuredPages(page, ownerToken)).toEqual(expect.arrayContaining(visited));

  const owner = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  await signInToDashboard(owner, 'owner@demo.goodhours.org', 'Olivia');
  await owner.goto('/visitfigures');
  await expect(owner.getByRole('heading', { name: 'Visit figures' })).toBeVisible();
  const week = owner.getByRole('table', { name: 'Last 7 days' });
  await expect(week).toBeVisible();
  // Worst first, ten at a time: the run's other journeys may have been measured too.
  const more = owner.getByRole('region', { name: 'Last 7 days' }).getByRole('button', { name: /^Show more/ });
  while ((await more.count()) > 0) await more.click();
  for (const pattern of visited) {
    const row = week.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: pattern, exact: true }) });
    // The LCP cell: a time in seconds, its rating in words, and how many visits measured it.
    await expect(row).toContainText(/\d+(\.\d+)? s(Good|Needs improvement|Poor)\d+ visits?/);
  }
  // No real id reaches the figures: the profile is counted under its pattern.
  await expect(week).not.toContainText(userid);
  await expect(owner.getByRole('table', { name: 'Last 28 days' })).toBeVisible();
  await expectAccessible(owner, 'the visit figures at 1280 px, light');
  // Kept with the run: the page as the run's journeys filled it so far.
  await owner.screenshot({ path: test.info().outputPath('visit-figures-1280.png'), fullPage: true });

  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.emulateMedia({ colorScheme: 'dark' });
  await owner.reload();
  await expect(owner.getByRole('table', { name: 'Last 7 days' })).toBeVisible();
  await expectNoSidewaysScroll(owner, 'the visit figures on a phone');
  await expectAccessible(owner, 'the visit figures at 390 px, dark');
  await owner.close();
});
