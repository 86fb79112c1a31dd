/**
 * Pictures of a manager's dashboard as a person first sees it, at a desk (1280 px) and on a phone
 * (390 px), in light and dark: the first screen, what fits before any scrolling. Kept under
 * docs/screenshots/ to compare one build with another (issue 42 keeps a before and an after).
 *
 *   npm run screenshots -w bench -- after             # this checkout's build
 *   BENCH_APP_DIR=/tmp/before npm run screenshots -w bench -- before
 *
 * Not a benchmark: nothing is timed; it waits until the network is quiet and nothing is loading.
 */
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO, TOKEN_KEY, startBuiltApp, storeToken } from './built-app.js';

const label = process.argv[2] ?? 'after';
const out = join(import.meta.dirname, '..', '..', 'docs', 'screenshots');
const SIZES = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;
const SCHEMES = ['light', 'dark'] as const;

mkdirSync(out, { recursive: true });
const app = await startBuiltApp();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const token = await app.tokenFor(DEMO.manager);
  for (const size of SIZES) {
    for (const scheme of SCHEMES) {
      const context = await browser.newContext({ viewport: size.viewport, colorScheme: scheme });
      await context.addInitScript(storeToken, [TOKEN_KEY, token] as const);
      const page = await context.newPage();
      await page.goto(`${app.base}/dashboard`, { waitUntil: 'networkidle' });
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      const file = join(out, `manager-dashboard-${label}-${size.name}-${scheme}.png`);
      await page.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  app.stop();
}
