import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the product promises, and 2.2 AA's target size (24 px taps). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the page's panels have drawn (no skeleton left in view) and nothing moves, then runs axe: no
 * violation at all. `exclude` leaves out what is not the app's own page: an email drawn in a
 * sandboxed frame (axe cannot run inside it).
 */
export async function expectAccessible(page: Page, what: string, exclude?: string): Promise<void> {
  // A hidden tab kept mounted (React's Activity) may hold a skeleton whose data is asked for only once shown.
  await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
  // A dialog or drawer still sliding in is half transparent: colours are measured once it is still.
  // (A cancelled animation rejects its promise: that one is still too.)
  await page.evaluate('Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)))');
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const found = result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  // A string, run in the page: this package is typed for Node, without the DOM's names.
  const widths = await page.evaluate<{ page: number; window: number }>(
    '({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth })',
  );
  expect(widths.page, `width of ${what}`).toBeLessThanOrEqual(widths.window);
}
