import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const back = (page: Page) => page.getByRole('button', { name: 'Back' }).click();

async function progressIs(page: Page, value: string): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', value);
}

/** Chooses a radio of a question by the question's title (the group's name) and the option's text. */
async function choose(page: Page, question: string, option: string): Promise<void> {
  await page
    .getByRole('radiogroup', { name: new RegExp(`^${question}`) })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

/** Rates every question of the page (pages 3 and 4 hold ratings only). */
async function rateAll(page: Page, rating: string): Promise<void> {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  expect(count).toBe(11);
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole('radio', { name: rating, exact: true }).check();
}

/** Page 2 answered: Monday 09:00-11:00, Wednesday 18:00-19:00, the other days N/A. */
async function answerGeneral(page: Page): Promise<void> {
  await choose(page, 'Weekly hours', '10-20 hours');
  await choose(page, 'Commitment period', '3-6 months');
  await choose(page, 'Weekly stand-up', 'Yes');
  await choose(page, 'Leading a team', 'Maybe later');
  await page.getByRole('textbox', { name: /^Location/ }).fill('Rome, Italy');
  for (const question of ['Frontend and backend together', 'MERN stack', 'Leadership skills', 'Leadership experience']) {
    await choose(page, question, '7');
  }
  await page.getByRole('checkbox', { name: 'Frontend', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Monday 09:00 to 10:00' }).check();
  // By keyboard: Tab to the next hour of Monday's column is far; Space ticks the box in focus.
  await page.getByRole('checkbox', { name: 'Monday 10:00 to 11:00' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: 'Wednesday 18:00 to 19:00' }).check();
  for (const day of ['Tuesday', 'Thursday', 'Friday']) await page.getByRole('checkbox', { name: `${day}: not available (N/A)` }).check();
}

test('a volunteer fills the six pages (a reload keeps them) and the Owner finds the answers by skill and day', async ({
  page,
  browser,
}) => {
  // Two people, five pages of about 400 controls and five axe runs: some 30 s on its own, more beside other journeys.
  test.slow();
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await page.goto('/hgnform');
  await expect(heading(page, 'About you')).toBeVisible();
  await progressIs(page, '16.67');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sofia Rossi');
  await expect(page.getByRole('link', { name: 'Read the answers' })).toHaveCount(0);
  await expectAccessible(page, 'page 1 of the questionnaire');
  await page.getByRole('textbox', { name: /^GitHub/ }).fill('sofia-rossi');
  await page.getByRole('checkbox', { name: 'My Slack name is the same as my name' }).check();
  await next(page);

  await expect(heading(page, 'General questions')).toBeVisible();
  await progressIs(page, '33.34');
  // Next on an unanswered page names what is missing and stays.
  await next(page);
  await expect(page.getByText('Choose the hours you are free on Monday, or N/A.')).toBeVisible();
  await expect(heading(page, 'General questions')).toBeVisible();
  await answerGeneral(page);
  await expectAccessible(page, 'page 2 of the questionnaire');
  await next(page);

  await expect(heading(page, 'Frontend skills')).toBeVisible();
  await progressIs(page, '50');
  await page.reload();
  await expect(heading(page, 'Frontend skills')).toBeVisible();
  await back(page);
  await expect(heading(page, 'General questions')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Location/ })).toHaveValue('Rome, Italy');
  await expect(page.getByRole('checkbox', { name: 'Monday 10:00 to 11:00' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Tuesday 09:00 to 10:00' })).toBeDisabled();
  await back(page);
  await expect(page.getByRole('textbox', { name: /^GitHub/ })).toHaveValue('sofia-rossi');
  await expect(page.getByRole('textbox', { name: /^Slack/ })).toHaveValue('Sofia Rossi');
  await next(page);
  await expect(heading(page, 'General questions')).toBeVisible();
  await next(page);

  await expect(heading(page, 'Frontend skills')).toBeVisible();
  await rateAll(page, '8');
  await choose(page, 'React', '9');
  await expectAccessible(page, 'page 3 of the questionnaire');
  await next(page);
  await expect(heading(page, 'Backend skills')).toBeVisible();
  await progressIs(page, '66.68');
  await rateAll(page, '6');
  await next(page);

  await expect(heading(page, 'Follow-up')).toBeVisible();
  await progressIs(page, '83.35');
  await page.getByRole('textbox', { name: /^Development platform/ }).fill('Linux and VS Code');
  await expect(page.getByRole('button', { name: 'Edit My Response' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(heading(page, 'Thank you!')).toBeVisible();
  await expect(page).toHaveURL(/\/hgnform\/page6$/);
  await progressIs(page, '100');
  await expect(page.getByText('Thank you! Your answers were submitted.')).toBeVisible();
  await expectAccessible(page, 'the thank-you page');
  // Submitted: read-only from now on.
  await page.getByRole('link', { name: 'Review my answers' }).click();
  await expect(page.getByText(/It is shown read-only/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeDisabled();

  const owner = await (await browser.newContext()).newPage();
  await signInToDashboard(owner, 'owner@demo.goodhours.org', 'Olivia');
  await owner.goto('/hgnform');
  await owner.getByRole('link', { name: 'Read the answers' }).click();
  await expect(heading(owner, 'Development-team questionnaire answers')).toBeVisible();
  await owner.getByRole('combobox', { name: 'Skill 1' }).fill('React');
  await owner.getByRole('option', { name: 'React', exact: true }).click();
  await owner.getByRole('combobox', { name: 'At least' }).click();
  await owner.getByRole('option', { name: '9', exact: true }).click();
  await owner.getByRole('combobox', { name: 'Free on' }).click();
  await owner.getByRole('option', { name: 'Monday' }).click();
  await owner.getByRole('button', { name: 'Search' }).click();
  await expect(owner).toHaveURL(/\?skill=React&min=9&day=Monday$/);
  const table = owner.getByRole('table', { name: 'Submitted questionnaires' });
  await expect(table.getByRole('row', { name: /Sofia Rossi/ })).toContainText('09:00-11:00');
  await expect(table.getByRole('columnheader', { name: 'React' })).toBeVisible();
  await expectAccessible(owner, 'the questionnaire answers');

  const download = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hgn-responses-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain('Name,Email,GitHub,Slack,Submitted');
  expect(csv).toContain('Sofia Rossi,volunteer@demo.goodhours.org,sofia-rossi,Sofia Rossi');

  // Not free on Tuesday: nobody found.
  await owner.getByRole('combobox', { name: 'Free on' }).click();
  await owner.getByRole('option', { name: 'Tuesday' }).click();
  await owner.getByRole('button', { name: 'Search' }).click();
  await expect(owner.getByText('0 questionnaires found')).toBeVisible();
  await owner.context().close();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the questionnaire’s grid and the answers fit a phone, dark', async ({ page, browser }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInToDashboard(page, 'manager@demo.goodhours.org', 'Maria');
    await page.goto('/hgnform');
    await expect(heading(page, 'About you')).toBeVisible();
    await expectNoSidewaysScroll(page, 'page 1 on a phone');
    await next(page);
    await expect(heading(page, 'General questions')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Friday 23:00 to 24:00' }).check();
    await expectNoSidewaysScroll(page, 'the availability grid on a phone');
    await expectAccessible(page, 'page 2 on a phone (dark)');

    const owner = await (await browser.newContext({ viewport: { width: 390, height: 800 }, colorScheme: 'dark' })).newPage();
    await signInToDashboard(owner, 'owner@demo.goodhours.org', 'Olivia');
    await owner.goto('/hgnform/responses');
    await expect(heading(owner, 'Development-team questionnaire answers')).toBeVisible();
    await expect(owner.getByText(/questionnaires? found/)).toBeVisible();
    await expectNoSidewaysScroll(owner, 'the answers on a phone');
    await expectAccessible(owner, 'the answers on a phone (dark)');
    await owner.context().close();
  });
});
