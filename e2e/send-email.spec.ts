import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { readInbox, signInToDashboard } from './helpers';

const EMPTY_LIST = 'Error: Empty Email List. Please enter AT LEAST One email.';
const EMPTY_BODY = 'Write the message before sending it.';

const toField = (page: Page) => page.getByRole('textbox', { name: 'To' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });

async function openSendEmail(page: Page): Promise<void> {
  await page.goto('/sendemail');
  await expect(page.getByRole('heading', { level: 1, name: 'Send email' })).toBeVisible();
}

test('an Owner sends an email from /sendemail: the list is checked first, and the person receives one copy with an unsubscribe link', async ({
  page,
}) => {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const address = `reader-${stamp}@example.org`;
  const subject = `Garden day ${stamp}`;

  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await openSendEmail(page);
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('placeholder', 'Weekly Progress Editor');
  await expectAccessible(page, 'the send email page');

  await sendButton(page).click();
  await expect(page.getByText(EMPTY_LIST)).toBeVisible();
  await expect(page.getByText(EMPTY_BODY)).toBeVisible();
  await expectAccessible(page, 'the send email page with its errors');

  await toField(page).fill('nope');
  await sendButton(page).click();
  await expect(page.getByText('Error: Invalid email addresses: nope')).toBeVisible();

  await toField(page).fill(address);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Bring gloves and water.');
  await expect(page.getByText(EMPTY_BODY)).toHaveCount(0);

  // The email as it will leave, in a sandboxed frame; Escape closes it.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${subject}` });
  await expect(preview).toBeVisible();
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title$="as it will leave"]').getByText('Bring gloves and water.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A test was sent to your email address.' })).toBeVisible();
  await expect(toField(page)).toHaveValue(address);

  // By keyboard: Enter on the Send button sends.
  await sendButton(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Email successfully sent' })).toBeVisible();
  await expect(toField(page)).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  await expectAccessible(page, 'the send email page after sending');

  await expect.poll(async () => (await readInbox(page)).filter((m) => m.to.includes(address)).length, { timeout: 30_000 }).toBe(1);
  const received = (await readInbox(page)).filter((m) => m.to.includes(address));
  expect(received).toHaveLength(1);
  expect(received[0]?.subject).toBe(subject);
  expect(received[0]?.text).toContain('Bring gloves and water.');
  expect(received[0]?.text).toMatch(/Unsubscribe: \S*\/email-unsubscribe\?token=[\w.-]+/);
});

test('an Owner opens the send email page addressed to a person from User Management', async ({ page }) => {
  await signInToDashboard(page, 'owner@demo.goodhours.org', 'Olivia');
  await page.goto('/usermanagement');
  await page.getByLabel('Search').fill('Tara');
  await page.getByRole('link', { name: 'Send email to Tara Sullivan' }).click();
  await expect(page).toHaveURL(/\/sendemail$/);
  await expect(toField(page)).toHaveValue('tara.sullivan@demo.goodhours.org');
});

test('a member turns announcements off on their own profile and it stays off', async ({ page }) => {
  await signInToDashboard(page, 'tara.sullivan@demo.goodhours.org', 'Tara');
  await page.getByRole('button', { name: 'Tara Sullivan' }).click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  const card = page.getByRole('region', { name: 'Emails you receive' });
  await expect(card).toContainText('Notices about your own account (blue squares, password, status changes) always reach you.');
  const announcements = card.getByRole('switch', { name: 'Announcements' });
  await expect(announcements).toBeChecked();
  await expectAccessible(page, 'one’s own profile with the emails one receives');

  // By keyboard, as a switch is turned.
  await announcements.press('Space');
  await expect(announcements).not.toBeChecked();
  await expect(announcements).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Emails you receive' }).getByRole('switch', { name: 'Announcements' })).not.toBeChecked();

  // Back on, so that other journeys find her as the demo has her.
  await announcements.press('Space');
  await expect(announcements).toBeChecked();
  await expect(announcements).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Emails you receive' }).getByRole('switch', { name: 'Announcements' })).toBeChecked();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the send email page fits a phone and passes axe, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
      await openSendEmail(page);
      await expectNoSidewaysScroll(page, `the send email page on a phone (${scheme})`);
      await expectAccessible(page, `the send email page on a phone (${scheme})`);
      await sendButton(page).click();
      await expect(page.getByText(EMPTY_LIST)).toBeVisible();
      await expectNoSidewaysScroll(page, `the send email page with errors on a phone (${scheme})`);
      await expectAccessible(page, `the send email page with errors on a phone (${scheme})`);
    });
  }
});
