import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { apiToken, readInbox, signInToDashboard } from './helpers';

const REQUIRED = 'This question is required.';
const APPLIED = 'Thank you! Your application has been sent.';

/** Chooses an option of a Mantine select (a combobox named by its label). */
async function choose(scope: Page | ReturnType<Page['getByRole']>, page: Page, label: RegExp | string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the Owner builds and publishes a job with a required dropdown; a visitor finds it, is stopped, gives an email address, applies; the copy list is emailed; the Owner reads the application', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Beekeeper ${stamp}`;
  const copyTo = `hive-lead-${stamp}@example.org`;
  const applicant = `ada-${stamp}@example.org`;

  // The Owner writes the job ad.
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/jobformbuilder');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Form Builder' })).toBeVisible();
  await expectAccessible(page, 'the job form builder');
  await page.getByRole('button', { name: 'New job' }).click();
  await page.getByRole('textbox', { name: /^Job title/ }).fill(title);
  await page.getByLabel(/^Category/).fill('Apiary');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Look after our hives every weekend.');
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByText('Job created.')).toBeVisible();
  await expect(page).toHaveURL(/[?&]job=[0-9a-f-]{36}/);
  const jobId = new URL(page.url()).searchParams.get('job') ?? '';

  // Its application form starts with the applicant's name and email (required: the job is published
  // only with a way to reach the applicant); the Owner adds a required dropdown, the builder's messages first.
  await expect(page.getByRole('textbox', { name: /^Form title/ })).toHaveValue(`Apply: ${title}`);
  const first = page.getByRole('group', { name: 'Question 1' });
  const email = page.getByRole('group', { name: 'Question 2' });
  await expect(first.getByRole('textbox', { name: /^Field label/ })).toHaveValue('Your name');
  await expect(email.getByRole('textbox', { name: /^Field label/ })).toHaveValue('Your email');
  await expect(email.getByRole('combobox', { name: 'Question type' })).toHaveValue('Email address');
  await page.getByRole('button', { name: 'Add question' }).click();
  const second = page.getByRole('group', { name: 'Question 3' });
  // A new question is required until said otherwise.
  await expect(second.getByRole('switch', { name: 'Required' })).toBeChecked();
  await choose(second, page, 'Question type', 'Dropdown');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(second.getByText('Field label is required!')).toBeVisible();
  await expect(second.getByText('Option cannot be empty!')).toBeVisible();
  await expectAccessible(page, 'the application form builder with its messages');
  await second.getByRole('textbox', { name: /^Field label/ }).fill('Preferred shift');
  await second.getByRole('textbox', { name: /^Option 1/ }).fill('Morning');
  await second.getByRole('button', { name: 'Add option' }).click();
  await second.getByRole('textbox', { name: /^Option 2/ }).fill('Evening');
  await expect(second.getByRole('switch', { name: 'Required' })).toBeChecked();
  // By keyboard: Enter on Save.
  await page.getByRole('button', { name: 'Save form' }).press('Enter');
  await expect(page.getByText('Form saved as version 1.')).toBeVisible();

  // Published once its form is saved.
  await page.getByRole('tab', { name: 'Job details' }).click();
  const publish = page.getByRole('switch', { name: /^Published on the jobs page/ });
  await expect(publish).toBeEnabled();
  await publish.press('Space');
  await expect(publish).toBeChecked();
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText('Job saved.')).toBeVisible();

  // Its copy list.
  await page.goto('/job-notification-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Notification Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Add email' }).click();
  await expect(page.getByText('Please enter an email.')).toBeVisible();
  await choose(page, page, /^Job/, `${title} (Apiary)`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(copyTo);
  await page.getByRole('button', { name: 'Add email' }).click();
  await expect(page.getByText('Email added to the list.')).toBeVisible();
  await expect(page.getByRole('region', { name: title }).getByText(copyTo)).toBeVisible();
  await expectAccessible(page, 'the job notification dashboard');

  // A visitor who is not signed in finds the job by search.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/collaboration');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expectAccessible(visitor, 'the jobs landing page');
  await visitor.getByRole('textbox', { name: 'Search jobs' }).fill(stamp);
  await visitor.getByRole('button', { name: 'Search' }).click();
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Look after our hives every weekend.')).toBeVisible();
  await visitor.getByRole('textbox', { name: /^Your name/ }).fill('Ada Visitor');
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(visitor.getByText(REQUIRED).first()).toBeVisible();
  await expectAccessible(visitor, 'a job with a missing answer');
  const address = visitor.getByRole('textbox', { name: /^Your email/ });
  await address.fill('ada at home');
  await choose(visitor, visitor, /^Preferred shift/, 'Evening');
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(visitor.getByText('Please enter a valid email address.')).toBeVisible();
  await address.fill(applicant);
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: APPLIED })).toBeVisible();
  await visitor.context().close();

  // The copy list's address receives the application.
  await expect
    .poll(async () => (await readInbox(page)).find((m) => m.to.includes(copyTo) && m.subject === `New application: ${title}`)?.text ?? '', {
      timeout: 30_000,
    })
    .toContain(applicant);

  // The Owner reads it.
  await page.goto(`/jobformbuilder?job=${jobId}&tab=responses`);
  const table = page.getByRole('table', { name: `Applications to ${title}` });
  await expect(table.getByRole('cell', { name: 'Ada Visitor' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Evening' })).toBeVisible();
  await expect(table.getByRole('link', { name: applicant })).toHaveAttribute('href', `mailto:${applicant}`);
  await expectAccessible(page, 'the applications to the job');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the jobs landing page and a job fit a phone and pass axe, ${scheme}`, async ({ page }) => {
      // A published job with a form, made through the API by the Owner.
      const headers = { authorization: `Bearer ${await apiToken(page, 'owner@demo.goodhours.org')}` };
      const fields = {
        title: `Community kitchen helper with a rather long title ${scheme}`,
        category: 'Kitchen',
        description: '<p>Cook with us on Saturdays.</p>',
      };
      const made = await page.request.post('/api/jobs', { headers, data: fields });
      const { id } = (await made.json()) as { id: string };
      await page.request.put(`/api/jobs/${id}/form`, {
        headers,
        data: {
          title: 'Apply',
          questions: [
            { id: 'name', text: 'Your name', type: 'textbox', required: true },
            { id: 'email', text: 'Your email', type: 'email', required: true },
          ],
        },
      });
      expect((await page.request.put(`/api/jobs/${id}`, { headers, data: { ...fields, isPublished: true } })).ok()).toBe(true);

      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/collaboration');
      await expect(page.getByRole('link', { name: fields.title }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, `the jobs landing page on a phone (${scheme})`);
      await expectAccessible(page, `the jobs landing page on a phone (${scheme})`);
      await page.goto(`/collaboration?job=${id}`);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(REQUIRED).first()).toBeVisible();
      await expectNoSidewaysScroll(page, `a job on a phone (${scheme})`);
      await expectAccessible(page, `a job on a phone (${scheme})`);
    });
  }
});
