import { PASSWORD_LINK_MESSAGES as M } from '@goodhours/domain';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { readInbox, signIn, signInToDashboard } from './helpers';

const PERSON = { email: 'katarzyna.nowak@demo.goodhours.org', name: 'Katarzyna Nowak', first: 'Katarzyna' };

/** The path of the reset link emailed to an address (only the path is followed: the server names its own public URL). */
async function resetLink(page: Page, address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readInbox(page)).find((m) => m.to.includes(address) && m.subject.startsWith('Choose a new password'));
        link = /\/reset-password\/[\w-]+/.exec(mail?.text ?? '')?.[0];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

test('an administrator sends a reset link; the person opens it on a phone, in dark mode, chooses a password and is signed in; the link then says it was used', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInToDashboard(page, 'admin@demo.goodhours.org', 'Arjun');
  await page.goto('/usermanagement');
  await page.getByRole('textbox', { name: 'Search' }).fill('Katarzyna');
  await page.getByRole('button', { name: `Actions for ${PERSON.name}` }).click();
  await page.getByRole('menuitem', { name: 'Send reset link' }).click();
  await page.getByRole('dialog', { name: 'Send reset link' }).getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(M.resetLinkSent(PERSON.name))).toBeVisible();

  // The person opens the link from the email: first on a desk, in light mode, where it greets them.
  const path = await resetLink(page, PERSON.email);
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  const wide = await desktop.newPage();
  await wide.goto(path);
  await expect(wide.getByText(M.greeting(PERSON.first))).toBeVisible();
  await expectAccessible(wide, 'the reset password page (light, 1280 px)');
  await desktop.close();

  // Then on a phone, in dark mode, where they choose the password.
  const own = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const phone = await own.newPage();
  await phone.goto(path);
  await expect(phone.getByRole('heading', { level: 1, name: M.pageTitle })).toBeVisible();
  await expect(phone.getByText(M.greeting(PERSON.first))).toBeVisible();
  await expectNoSidewaysScroll(phone, 'the reset password page at 390 px');
  await expectAccessible(phone, 'the reset password page (dark, 390 px)');

  // By keyboard alone: the two fields and the button, in order.
  await phone.getByLabel('New Password').focus();
  await phone.keyboard.type('Bridge#Span42');
  await phone.keyboard.press('Tab');
  await phone.keyboard.type('Bridge#Span42');
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('heading', { name: `Welcome, ${PERSON.first}` })).toBeVisible();

  await phone.goto(path);
  await expect(phone.getByRole('heading', { level: 1, name: M.linkTitles.used })).toBeVisible();
  await expectAccessible(phone, 'a used reset link (dark, 390 px)');
  await own.close();

  // The new password works; the old one does not.
  const fresh = await browser.newContext();
  const desk = await fresh.newPage();
  await signIn(desk, PERSON.email);
  await expect(desk.getByText('Invalid email and/or password.')).toBeVisible();
  await desk.getByLabel('Password').fill('Bridge#Span42');
  await desk.getByRole('button', { name: 'Submit' }).click();
  await expect(desk.getByRole('heading', { name: `Welcome, ${PERSON.first}` })).toBeVisible();
  await fresh.close();
});
