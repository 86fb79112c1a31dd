import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signInToDashboard } from './helpers';

const MESSAGE = 'Log your hours as you go, and write your weekly summary before Saturday midnight.';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a returning volunteer sees the header's message before the app has arrived, then the dashboard in its place (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    // The header's message is the organisation's: header.spec.ts sets one for a while, maybe beside
    // this journey on the other worker. This page is answered with no message of the moment.
    await page.route('**/api/ownerMessage', (route) => route.fulfill({ json: { ownerMessage: '', standardMessage: MESSAGE } }));
    await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');

    // A slow connection: the signed-in page's code arrives a while after the boot script.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/signed-in-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();

    const first = page.locator('#first-view');
    await expect(first).toContainText(MESSAGE);
    await expect(first).toContainText('Goodhours');
    // In the person's theme from the start (Mantine's page background).
    await expect(first).toHaveCSS('background-color', colorScheme === 'dark' ? 'rgb(36, 36, 36)' : 'rgb(255, 255, 255)');
    const drawnAt = await first.getByText(MESSAGE).boundingBox();

    release();
    await expect(page.getByRole('heading', { name: 'Welcome, Sofia' })).toBeVisible();
    await expect(first).toHaveCount(0);
    // The app's message is where the first view's was: nothing jumps when one gives way to the other.
    const note = page.getByRole('note', { name: 'Header message' }).getByText(MESSAGE);
    expect(await note.boundingBox()).toEqual(drawnAt);
    // The page under it is usable again.
    await page.getByRole('link', { name: 'Goodhours' }).focus();
    await expect(page.getByRole('link', { name: 'Goodhours' })).toBeFocused();
    await expectAccessible(page, `the dashboard after its first view (${colorScheme})`);
  });
}
