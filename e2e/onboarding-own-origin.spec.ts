import { expect, test } from '@playwright/test';
import { signInToDashboard } from './helpers';

/**
 * Issue 20's pages work with no outside service: the setup page, both questionnaires and the team
 * locations map ask for nothing outside the app's own origin (no geocoder, no tile server, no font
 * or script from elsewhere). Every request the browser makes while each page opens is recorded.
 */
const PAGES = ['/hgnform', '/hgnform/page2', '/tsaformpage1', '/tsaformpage2', '/teamlocations'] as const;

test('the onboarding pages, the questionnaires and the map ask nothing of any other origin', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) outside.push(request.url());
  });

  await page.goto(`/ProfileInitialSetup/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This setup link cannot be used' })).toBeVisible();

  await signInToDashboard(page, 'volunteer@demo.goodhours.org', 'Sofia');
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('load');
  }
  expect(outside).toEqual([]);
});
