import {
  TSA_DESIGN_RATINGS,
  TSA_INFRASTRUCTURE_RATINGS,
  TSA_MESSAGES as M,
  TSA_PARTICIPATION_RATINGS,
  TSA_QUESTIONS,
  type TsaField,
} from '@goodhours/domain';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A question's group of radio buttons or boxes, by the question's text (a required one ends with an asterisk). */
const question = (page: Page, field: TsaField, role: 'radiogroup' | 'group' = 'radiogroup') =>
  page.getByRole(role, { name: new RegExp(`^${escape(TSA_QUESTIONS[field])}`) });

async function rate(page: Page, field: TsaField, rating: number): Promise<void> {
  await question(page, field)
    .getByRole('radio', { name: String(rating), exact: true })
    .check();
}
async function choose(page: Page, field: TsaField, option: string): Promise<void> {
  await question(page, field).getByRole('radio', { name: option, exact: true }).check();
}
async function tick(page: Page, field: TsaField, option: string): Promise<void> {
  await question(page, field, 'group').getByRole('checkbox', { name: option, exact: true }).check();
}
async function agree(page: Page, field: TsaField): Promise<void> {
  await page.getByRole('checkbox', { name: TSA_QUESTIONS[field], exact: true }).check();
}
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Page 1, answered: the email and name come from the session. */
async function answerPageOne(page: Page): Promise<void> {
  await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Sofia Rossi');
  await page.getByRole('textbox', { name: /^Professional title/ }).fill('Architecture student');
  await choose(page, 'professionalExperience', '2-5 years');
  await tick(page, 'areaofExpertise', 'Architecture');
  await next(page);
}

test('a volunteer fills the questionnaire, is stopped on a missing rating, signs and submits, and the Owner finds it', async ({ page }) => {
  test.setTimeout(300_000);
  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  await page.goto('/tsaformpage1');
  await expect(heading(page, 'About You')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the submitted questionnaires' })).toHaveCount(0);
  await expectAccessible(page, 'questionnaire page 1');
  await answerPageOne(page);

  // Page 2: one rating left out stops the page, with the message beside the question.
  await expect(heading(page, 'Interests and Involvement')).toBeVisible();
  await choose(page, 'interested', 'Very Interested');
  await choose(page, 'availability', 'Other');
  await page.getByRole('textbox', { name: TSA_QUESTIONS.otherAvailability }).fill('Evenings, in winter');
  for (const field of TSA_INFRASTRUCTURE_RATINGS.slice(0, 3)) await rate(page, field, 8);
  await next(page);
  const missing = question(page, 'StewardshipInfrastructure');
  await expect(page.getByText(M.rating)).toBeVisible();
  await expect(missing).toHaveAccessibleDescription(M.rating);
  await expect(missing.getByRole('radio', { name: '1', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/tsaformpage2$/);
  await expectAccessible(page, 'questionnaire page 2 with a missing rating');
  await rate(page, 'StewardshipInfrastructure', 6);
  await next(page);

  await expect(heading(page, 'Your Participation Preferences')).toBeVisible();
  for (const field of TSA_PARTICIPATION_RATINGS) await rate(page, field, 7);
  await tick(page, 'meetingAvailability', 'Weekday evenings');
  await tick(page, 'timeCommitment', '2-3 hours a week');
  await next(page);

  await expect(heading(page, 'Your Design Preferences')).toBeVisible();
  for (const field of TSA_DESIGN_RATINGS) await rate(page, field, 9);
  // A reload keeps the answers given so far.
  await page.reload();
  await expect(heading(page, 'Your Design Preferences')).toBeVisible();
  await expect(question(page, 'Detaileddrawings').getByRole('radio', { name: '9', exact: true })).toBeChecked();
  await expectAccessible(page, 'questionnaire page 4');
  await next(page);

  await expect(heading(page, 'Volunteer Agreement')).toBeVisible();
  for (const field of ['agreementone', 'agreementtwo', 'agreementthree', 'agreementfour'] as const) await agree(page, field);
  await next(page);
  await expect(heading(page, 'Open Source Agreements')).toBeVisible();
  await next(page);
  await expect(page.getByText(M.agree)).toHaveCount(2);
  await agree(page, 'agreementfive');
  await agree(page, 'agreementsix');
  await next(page);

  await expect(heading(page, 'Dispute Resolution and Agreement of Terms')).toBeVisible();
  await expect(page.getByText(/US \$1,000/)).toBeVisible();
  await agree(page, 'agreementseven');
  await agree(page, 'agreementeight');
  const sign = page.getByRole('textbox', { name: /^Digital signature/ });
  await sign.fill('john');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(M.signature)).toBeVisible();
  await expect(sign).toBeFocused();
  await expectAccessible(page, 'questionnaire page 7 with a refused signature');
  await sign.fill('Sofia Rossi');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(heading(page, M.submitted)).toBeVisible();
  await expect(page.getByText(M.thanks)).toBeVisible();
  await expect(page).toHaveURL(/\/tsaformpage8$/);
  await expectAccessible(page, 'the thank-you page');

  // The Owner reaches the submissions from page 1 and finds Sofia's.
  await page.goto('/Logout');
  await expect(page).toHaveURL(/\/login$/);
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/tsaformpage1');
  await page.getByRole('link', { name: 'See the submitted questionnaires' }).click();
  await expect(heading(page, 'Technical Support Questionnaires')).toBeVisible();
  const table = page.getByRole('table', { name: 'Submitted questionnaires' });
  await expect(table.getByRole('button', { name: 'Sofia Rossi' }).first()).toBeVisible();
  await expectAccessible(page, 'the submitted questionnaires');
  await table.getByRole('button', { name: 'Sofia Rossi' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Questionnaire of Sofia Rossi' });
  await expect(drawer.getByText('Evenings, in winter')).toBeVisible();
  await expect(drawer.getByText('Architecture', { exact: true })).toBeVisible();
  await expectAccessible(page, 'one submitted questionnaire');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the questionnaire fits a phone, with its messages, in the dark theme too', async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
    await page.goto('/tsaformpage3');
    // Pages before are not done: the questionnaire starts at page 1.
    await expect(heading(page, 'About You')).toBeVisible();
    await expect(page).toHaveURL(/\/tsaformpage1$/);
    await next(page);
    await expect(question(page, 'professionalExperience')).toHaveAccessibleDescription(M.required);
    await expectNoSidewaysScroll(page, 'questionnaire page 1 on a phone');
    await expectAccessible(page, 'questionnaire page 1 on a phone (dark)');
    await answerPageOne(page);

    await expect(heading(page, 'Interests and Involvement')).toBeVisible();
    await next(page);
    await expect(page.getByText(M.rating)).toHaveCount(4);
    await expectNoSidewaysScroll(page, 'questionnaire page 2 on a phone');
    await expectAccessible(page, 'questionnaire page 2 on a phone (dark)');
  });
});
