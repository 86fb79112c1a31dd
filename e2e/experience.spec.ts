import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signInToDashboard } from './helpers';
import { OwnServer, signInAt } from './own-server';

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

    test('a volunteer opens every menu item and the avatar menu with nothing scrolling sideways', async ({ page }) => {
      // Nine pages, each waited for and checked with axe (3-4 s a check on a slow machine): 50 s
      // alone on such a machine, past 90 s beside another worker; limits are doubled for slow CI.
      test.setTimeout(360_000);
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
    });

    test('the dark theme, once chosen, stays from page to page and reads at AA', async ({ page }) => {
      await signInToDashboard(page, VOLUNTEER.email, VOLUNTEER.firstName);
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectAccessible(page, 'the dashboard, dark');
      await openFromMenu(page, 'Timelog', phone);
      await expect(page.getByRole('heading', { name: /Timelog|Time Log/i }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectAccessible(page, 'the timelog, dark');
    });
  });
}

test.describe('hours move everywhere at once', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await OwnServer.start();
  });
  test.afterAll(async () => {
    await server.kill();
  });

  test('time logged from the timer shows in the summary bar and the leaderboard without a reload', async ({ browser }) => {
    test.setTimeout(240_000);
    // Twelve minutes on the timer (under its 15-minute goal): started twelve minutes "ago".
    const started = new Date();
    await server.moveClock(new Date(started.getTime() - 12 * 60_000));
    const page = await signInAt(browser, server, VOLUNTEER.email, VOLUNTEER.firstName);

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
    // The reader's own row is on the board even when it stands past its first page.
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

test.describe('from the keyboard', () => {
  test('the header, its menus, the timer and the time entry form work from the keyboard, with a visible focus', async ({ page }) => {
    await signInToDashboard(page, VOLUNTEER.email, VOLUNTEER.firstName);

    // The first stop is the product's name, drawn with a focus ring; then the links, in order.
    await page.keyboard.press('Tab');
    const home = page.getByRole('link', { name: 'Goodhours', exact: true });
    await expect(home).toBeFocused();
    await expect(home).toHaveCSS('outline-style', 'solid');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Timelog' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/timelog$/);

    // The avatar menu: Enter opens it on its first item, the arrows walk it, Escape closes it.
    const account = page.getByRole('button', { name: VOLUNTEER.name });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Update Password' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(account).toBeFocused();

    // The time entry form: opened with Enter, the focus inside it, Escape gives the focus back.
    const add = page.getByRole('button', { name: 'Add Time Entry' });
    await add.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Time Entry' });
    await expect(form).toBeVisible();
    await expect(form.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(add).toBeFocused();

    // The timer: started and paused with the keyboard.
    const timer = page.getByRole('group', { name: 'Timer' });
    await timer.getByRole('button', { name: 'Start timer' }).focus();
    await page.keyboard.press('Enter');
    await expect(timer.getByRole('button', { name: 'Pause timer' })).toBeVisible();
    await timer.getByRole('button', { name: 'Pause timer' }).focus();
    await page.keyboard.press('Enter');
    await expect(timer.getByRole('button', { name: 'Start timer' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the menu button opens the drawer from the keyboard and Escape closes it', async ({ page }) => {
      await signInToDashboard(page, VOLUNTEER.email, VOLUNTEER.firstName);
      await page.keyboard.press('Tab');
      const button = page.getByRole('button', { name: 'Open the menu' });
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('navigation', { name: 'Main menu' });
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('dialog').locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
});
