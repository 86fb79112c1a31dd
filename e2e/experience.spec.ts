import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { PASSWORD, signInToDashboard } from './helpers';
import { OwnServer } from './own-server';

const VOLUNTEER = { email: 'volunteer@demo.goodhours.org', firstName: 'Sofia', name: 'Sofia Rossi' };

/** The volunteer's header links (document 2 §2) and the heading each page opens with. */
const MENU: { link: string; heading: RegExp }[] = [
  { link: 'Timelog', heading: /Timelog|Time Log/i },
  { link: 'Team Locations', heading: /Team locations/i },
  { link: 'Dashboard', heading: /^Welcome, Sofia/ },
];

/** Follows a header link: in the row on a wide screen, through the menu button's drawer on a phone. */
async function openFromMenu(page: Page, link: string, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await expectAccessible(page, 'the menu drawer');
    await drawer.getByRole('link', { name: link }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
  }
}

for (const width of [390, 1280]) {
  const phone = width < 768;
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a volunteer opens every menu item and the avatar menu, in both themes, with nothing scrolling sideways', async ({ page }) => {
      await signInToDashboard(page, VOLUNTEER.email, VOLUNTEER.firstName);
      await expectAccessible(page, 'the dashboard');
      await expectNoSidewaysScroll(page, 'the dashboard');

      for (const item of MENU) {
        await openFromMenu(page, item.link, phone);
        await expect(page.getByRole('heading', { name: item.heading }).first()).toBeVisible();
        await expectNoSidewaysScroll(page, item.link);
        await expectAccessible(page, item.link);
      }

      await page.getByRole('button', { name: VOLUNTEER.name }).click();
      const account = page.getByRole('menu');
      await expect(account.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
      await expectAccessible(page, 'the avatar menu');
      await account.getByRole('menuitem', { name: 'View Profile' }).click();
      await expect(page.getByRole('heading', { name: VOLUNTEER.name }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'the profile');
      await expectAccessible(page, 'the profile');

      await page.getByRole('button', { name: VOLUNTEER.name }).click();
      await page.getByRole('menuitem', { name: 'Update Password' }).click();
      await expect(page.getByRole('heading', { name: /password/i }).first()).toBeVisible();
      await expectAccessible(page, 'the password page');

      // The dark theme: chosen once, it stays for the next page.
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectAccessible(page, 'the password page, dark');
      await openFromMenu(page, 'Dashboard', phone);
      await expect(page.getByRole('heading', { name: /^Welcome, Sofia/ })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectAccessible(page, 'the dashboard, dark');
      await openFromMenu(page, 'Timelog', phone);
      await expectAccessible(page, 'the timelog, dark');
    });
  });
}

test.describe('hours move everywhere at once', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await OwnServer.start();
  });
  test.afterAll(async () => {
    await server.kill();
  });

  test('time logged from the timer shows in the summary bar and the leaderboard without a reload', async ({ browser }) => {
    test.setTimeout(120_000);
    // Twelve minutes on the timer (under its 15-minute goal): started twelve minutes "ago".
    const started = new Date();
    await server.moveClock(new Date(started.getTime() - 12 * 60_000));
    const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(VOLUNTEER.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Sofia' })).toBeVisible();

    const timer = page.getByRole('group', { name: 'Timer' });
    await timer.getByRole('button', { name: 'Start timer' }).click();
    await expect(timer.getByRole('button', { name: 'Pause timer' })).toBeVisible();
    // Back to the real time; the page reads the server's clock again, then nothing is reloaded.
    await server.moveClock(new Date());
    await page.reload();
    await expect(timer.getByRole('button', { name: 'Pause timer' })).toBeVisible();

    const summary = page.getByText(/Current Week : [\d.]+ \//);
    const leaderboardRow = page.getByRole('table', { name: 'Leaderboard' }).getByRole('row').filter({ hasText: VOLUNTEER.name });
    const summaryHours = async () => Number(/Current Week : ([\d.]+)/.exec(await summary.innerText())?.[1]);
    const boardHours = async () => Number(await leaderboardRow.getByRole('cell').nth(4).innerText());
    await expect(leaderboardRow).toHaveCount(1);
    const before = { summary: await summaryHours(), board: await boardHours() };

    await timer.getByRole('button', { name: 'Stop timer and log time' }).click();

    const form = page.getByRole('dialog', { name: 'Add Time Entry' });
    await expect(form.getByRole('textbox', { name: 'Minutes' })).toHaveValue('12');
    await expectAccessible(page, 'the time entry form');
    const projectSelect = form.getByRole('combobox', { name: 'Project/Task' });
    const first = await projectSelect.locator('option:not([disabled])').nth(1).getAttribute('value');
    await projectSelect.selectOption(first ?? '');
    await form
      .getByRole('textbox', { name: 'Notes' })
      .fill(
        'Checked the greenhouse drawings against the site survey and marked the changes in our shared plan https://docs.example.org/survey',
      );
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden();

    await expect.poll(summaryHours).toBeCloseTo(before.summary + 0.2, 2);
    await expect.poll(boardHours).toBeCloseTo(before.board + 0.2, 2);
    await page.context().close();
  });
});
