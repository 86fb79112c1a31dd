import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { readInbox } from './helpers';

/** The path of the confirmation link emailed to an address (the server names its own public URL: only the path is followed). */
async function confirmationLink(page: Page, address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readInbox(page)).find((m) => m.to.includes(address) && m.subject.startsWith('Confirm your subscription'));
        link = /\/email-subscribe\?token=[\w.-]+/.exec(mail?.text ?? '')?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

async function subscribe(page: Page, address: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(address);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

test('a visitor subscribes, confirms with the link emailed to them, and the link works only once', async ({ page }) => {
  const address = `visitor-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  await page.goto('/email-subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to emails' })).toBeVisible();
  await expectAccessible(page, 'the subscribe form');

  await subscribe(page, 'not-an-email');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  // By keyboard: Enter in the field sends the form.
  await page.getByRole('textbox', { name: 'Email' }).fill(address);
  await page.getByRole('textbox', { name: 'Email' }).press('Enter');
  await expect(page.getByRole('status')).toContainText('Send confirmation to email');
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${address.toLowerCase()}.`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expectAccessible(page, 'the subscribe form after sending');

  const link = await confirmationLink(page, address);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm subscription' })).toBeVisible();
  await expect(page.getByText('Successfully confirmed email subscription')).toBeVisible();
  await expectAccessible(page, 'a confirmed subscription');

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Comfirmation expired, please try again');
  await expectAccessible(page, 'a spent confirmation link');
  await page.getByRole('link', { name: 'Ask for a new confirmation link' }).click();
  await expect(page).toHaveURL(/\/email-subscribe$/);

  // Confirmed now: asking again gets the answer anyone gets, so the form tells no one who is
  // subscribed or a member (that nothing is mailed then is the API suite's to show).
  await subscribe(page, address);
  await expect(page.getByRole('status')).toContainText('Send confirmation to email');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
});

test('an unsubscribe page without the link of an email, or with a forged one, unsubscribes nobody (dark)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/email-unsubscribe?email=someone%40example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This link is not valid. Please use the link from your latest email.');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expectAccessible(page, 'the unsubscribe page without a link');

  await page.goto('/email-unsubscribe?token=forged.token');
  await expect(
    page.getByText('Stop receiving the organisation’s announcements at this address? Notices about a member’s own account still arrive.'),
  ).toBeVisible();
  await expectAccessible(page, 'the unsubscribe question');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is not valid. Please use the link from your latest email.');
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the subscription pages fit a phone and pass axe, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/email-subscribe');
      await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to emails' })).toBeVisible();
      await expectAccessible(page, `the subscribe form on a phone (${scheme})`);
      await subscribe(page, 'not-an-email');
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
      await expectNoSidewaysScroll(page, `the subscribe form on a phone (${scheme})`);

      await page.goto('/email-subscribe?token=forged.token');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSidewaysScroll(page, `a refused confirmation on a phone (${scheme})`);
      await expectAccessible(page, `a refused confirmation on a phone (${scheme})`);

      await page.goto('/email-unsubscribe?token=forged.token');
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
      await expectNoSidewaysScroll(page, `the unsubscribe question on a phone (${scheme})`);
      await expectAccessible(page, `the unsubscribe question on a phone (${scheme})`);
      await page.goto('/email-unsubscribe');
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, `the unsubscribe page without a link on a phone (${scheme})`);
    });
  }
});
