import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';

const PROJECT = 'Earthbag Village';
const TEAM = 'Earthbag Builders';

/** Reports, from the header's menu, on one of its tabs. */
async function openReportsTab(page: Page, tab: 'Projects' | 'Teams'): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menuitem', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

/** The id in a report's address: '/projectreport/{id}?from=…'. */
async function reportIdOf(page: Page, tab: 'projects' | 'teams', name: string): Promise<string> {
  await page.goto(`/reports?tab=${tab}`);
  const href = await page
    .getByRole('table', { name: tab === 'projects' ? /^Projects/ : /^Teams/ })
    .getByRole('link', { name, exact: true })
    .getAttribute('href');
  return /\/(?:projectreport|teamreport)\/([0-9a-f-]{36})/.exec(href ?? '')?.[1] ?? '';
}

test('an administrator opens a project’s report from Reports, sees its people and WBS, and opens a person’s entries on it', async ({
  page,
}) => {
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await openReportsTab(page, 'Projects');
  await page
    .getByRole('table', { name: /^Projects/ })
    .getByRole('link', { name: PROJECT, exact: true })
    .click();
  await expect(page).toHaveURL(/\/projectreport\/[0-9a-f-]{36}\?from=/);
  await expect(page.getByRole('heading', { name: `Project report: ${PROJECT}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Project' })).toContainText('Members');
  await expect(
    page.getByText(/active on this project in the period: a person is active on it with 10 or more tangible hours/),
  ).toBeVisible();

  await expect(page.getByRole('heading', { name: 'People, top contributors first' })).toBeVisible();
  const people = page.getByRole('table', { name: /^People/ });
  await expect(people.getByRole('link').first()).toBeVisible();
  const wbs = page.getByRole('table', { name: 'WBS' });
  await expect(wbs.getByRole('link', { name: 'Site and Foundations' })).toHaveAttribute(
    'href',
    /^\/wbs\/tasks\/[0-9a-f-]{36}\/[0-9a-f-]{36}\//,
  );
  await expect(page.getByRole('table', { name: 'Top-level tasks' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'the project report');

  // The top contributor's rows on this project.
  const top = (await people.getByRole('link').first().textContent()) ?? '';
  await people.getByRole('button', { name: `Entries of ${top}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${top} on ${PROJECT}: `) });
  await expect(drawer.getByRole('table')).toBeVisible();
  await expect(drawer.getByRole('row').nth(1)).toContainText(top);
  await expect(drawer.getByRole('row').nth(1)).toContainText(PROJECT);
  await expectAccessible(page, 'a person’s entries on the project');
  await page.getByRole('button', { name: 'Close the entries' }).click();

  // Sorted by name, the order stays in the address.
  await people.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/[?&]sort=name&dir=asc/);
  await expect(page.getByRole('heading', { name: 'People', exact: true })).toBeVisible();
});

test('an administrator opens a team’s report from Reports and sees its members against their commitment', async ({ page }) => {
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await openReportsTab(page, 'Teams');
  await page
    .getByRole('table', { name: /^Teams/ })
    .getByRole('link', { name: TEAM, exact: true })
    .click();
  await expect(page).toHaveURL(/\/teamreport\/[0-9a-f-]{36}\?from=/);
  await expect(page.getByRole('heading', { name: `Team report: ${TEAM}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team' })).toContainText('B-EBV');
  await expect(page.getByText(/weekly commitment over the period’s \d+ days/)).toBeVisible();
  const members = page.getByRole('table', { name: /^Members/ });
  await expect(members.getByRole('link').first()).toBeVisible();
  await expect(members.getByRole('progressbar', { name: /tangible hours, \d+% of [\d.]+ committed$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blue squares in the period' })).toBeVisible();
  await expectAccessible(page, 'the team report');

  const first = (await members.getByRole('link').first().textContent()) ?? '';
  await members.getByRole('button', { name: `Entries of ${first}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${first}: `) });
  await expect(drawer.getByRole('table')).toBeVisible();
  await expect(drawer.getByRole('row').nth(1)).toContainText(first);
});

test('the project and team reports pass axe in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.goto(`/projectreport/${await reportIdOf(page, 'projects', PROJECT)}`);
  await expect(page.getByRole('table', { name: 'WBS' })).toBeVisible();
  await page.getByRole('button', { name: 'Show the chart’s numbers' }).click();
  await expectAccessible(page, 'the project report (dark)');
  await page.goto(`/teamreport/${await reportIdOf(page, 'teams', TEAM)}`);
  await expect(page.getByRole('table', { name: /^Members/ })).toBeVisible();
  await expectAccessible(page, 'the team report (dark)');
});

test('a project or team that does not exist is said so', async ({ page }) => {
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.goto('/projectreport/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByRole('alert')).toContainText('That project does not exist.');
  await page.goto('/teamreport/not-a-team');
  await expect(page.getByRole('alert')).toContainText('That team does not exist.');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the project and team reports fit a phone', async ({ page }) => {
    await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
    await page.goto(`/projectreport/${await reportIdOf(page, 'projects', PROJECT)}`);
    await expect(page.getByRole('table', { name: 'Top-level tasks' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'a project report on a phone');
    await expectAccessible(page, 'a project report on a phone');
    await page.goto(`/teamreport/${await reportIdOf(page, 'teams', TEAM)}`);
    await expect(page.getByRole('table', { name: /^Members/ })).toBeVisible();
    await expectNoSidewaysScroll(page, 'a team report on a phone');
    await expectAccessible(page, 'a team report on a phone');
  });
});
