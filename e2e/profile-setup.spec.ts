import { ONBOARDING_MESSAGES as M } from '@goodhours/domain';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { readInbox, signInToDashboard } from './helpers';

/** The path of the setup link emailed to an address (the server names its own public URL: only the path is followed). */
async function setupLink(page: Page, address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readInbox(page)).find((m) => m.to.includes(address) && m.subject.startsWith('Your invitation'));
        link = /\/ProfileInitialSetup\/[\w-]+/.exec(mail?.text ?? '')?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

test('an administrator sends a setup link; the invitee sets up their profile with Get Time Zone and lands on the dashboard; the link then says it was used', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const address = `newcomer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.org`;
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.goto('/usermanagement');
  await page.getByRole('button', { name: 'Send Setup Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Setup Link' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(address);
  await dialog.getByRole('textbox', { name: 'Weekly committed hours' }).fill('8');
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(M.invitationSent(address))).toBeVisible();
  const sent = dialog.getByRole('list', { name: 'Setup links sent' });
  await expect(sent.getByRole('listitem').filter({ hasText: address })).toContainText('Waiting');
  await expectAccessible(page, 'the Send Setup Link dialog with a link sent');

  // The invitee opens the link from the email, in a browser of their own.
  const path = await setupLink(page, address);
  const invitee = await browser.newContext();
  const newcomer = await invitee.newPage();
  await newcomer.goto(path);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Set up your profile' })).toBeVisible();
  await expect(newcomer.getByRole('textbox', { name: 'Email' })).toHaveValue(address);
  await expectAccessible(newcomer, 'the profile setup form');

  await newcomer.getByRole('textbox', { name: 'First name' }).fill('  nadia ');
  await newcomer.getByRole('textbox', { name: 'Last name' }).fill('okafor');
  await newcomer.getByRole('textbox', { name: 'Phone' }).fill('+234 803 555 0142');
  await newcomer.getByRole('textbox', { name: 'Password', exact: true }).fill('Short1!');
  await newcomer.getByRole('textbox', { name: 'Confirm password' }).fill('Short1!');
  await newcomer.getByRole('textbox', { name: 'Job title' }).fill('civil engineer');
  await newcomer.getByRole('textbox', { name: 'Location' }).fill('Lagos, Nigeria');
  await newcomer.getByRole('button', { name: 'Get Time Zone' }).click();
  await expect(newcomer.getByRole('textbox', { name: 'Time zone' })).toHaveValue('Africa/Lagos');

  await newcomer.getByRole('button', { name: 'Create my account' }).click();
  await expect(newcomer.getByText(M.passwordTooShort)).toBeVisible();
  await expect(newcomer.getByRole('textbox', { name: 'First name' })).toHaveValue('  nadia ');
  await expectAccessible(newcomer, 'the profile setup form refusing a short password');

  await newcomer.getByRole('textbox', { name: 'Password', exact: true }).fill('Builder!2026');
  await newcomer.getByRole('textbox', { name: 'Confirm password' }).fill('Builder!2026');
  await newcomer.getByRole('button', { name: 'Create my account' }).click();
  await expect(newcomer.getByText(M.accountCreated)).toBeVisible();
  await expect(newcomer).toHaveURL(/\/dashboard$/);
  await expect(newcomer.getByRole('button', { name: /Nadia/ }).first()).toBeVisible();

  // The link worked once.
  await newcomer.goto(path);
  await expect(newcomer.getByRole('heading', { name: 'This setup link cannot be used' })).toBeVisible();
  await expect(newcomer.getByText(M.linkReasons.SETUP_ALREADY_COMPLETED)).toBeVisible();
  await expect(newcomer.getByText(M.linkNote)).toBeVisible();
  await expectAccessible(newcomer, 'the used setup link');
  await invitee.close();

  // The administrator sees the account created.
  await page.reload();
  await page.getByRole('button', { name: 'Send Setup Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Send Setup Link' }).getByRole('listitem').filter({ hasText: address })).toContainText(
    'Account created',
  );
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('an unknown setup link says so, on a phone, with a way to sign in', async ({ page }) => {
    await page.goto(`/ProfileInitialSetup/${'x'.repeat(43)}`);
    await expect(page.getByText(M.linkReasons.NOT_FOUND)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the sign-in page' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the invalid setup link on a phone');
    await expectAccessible(page, 'the invalid setup link on a phone');
  });
});
