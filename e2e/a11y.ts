import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the product promises, and 2.2 AA's target size (24 px taps). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the page's panels have drawn (scrolled through, no placeholder left) and nothing moves, then runs axe: no
 * violation at all. `exclude` leaves out what is not the app's own page: an email drawn in a
 * sandboxed frame (axe cannot run inside it).
 */
export async function expectAccessible(page: Page, what: string, exclude?: string): Promise<void> {
  // Every part drawn, none still loading (a hidden tab kept mounted, React's Activity, may hold a
  // skeleton whose data is asked for only once shown: it is not waited for).
  await scrollThrough(page);
  // A dialog or drawer still sliding in is half transparent: colours are measured once it is still.
  // (A cancelled animation rejects its promise: that one is still too.) One that repeats for ever,
  // a placeholder's pulse or the hours bell's ring, never finishes: it is not waited for.
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  )`);
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const found = result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

/** A placeholder still in view: a panel's (Mantine's skeleton) or a page's (PageSkeleton). */
const LOADING = '.mantine-Skeleton-root:visible, [role="status"][aria-busy="true"]:visible';

/**
 * Scrolls down the page as a reader would until every part of it has drawn (a dashboard panel under
 * the first screen is drawn once scrolled near), then back to the top.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await page.evaluate('window.scrollTo(0, 0)');
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  // A string, run in the page: this package is typed for Node, without the DOM's names.
  const widths = await page.evaluate<{ page: number; window: number }>(
    '({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth })',
  );
  expect(widths.page, `width of ${what}`).toBeLessThanOrEqual(widths.window);
  await expectNoClippedControls(page, what);
}

/**
 * No button or link is cut off by a box around it that hides what overflows (the team deadlines'
 * 'View deadlines' once read 'View de' on a phone). A control inside a box that scrolls is reachable
 * by scrolling, and is not counted.
 */
export async function expectNoClippedControls(page: Page, what: string): Promise<void> {
  const clipped = await page.evaluate<string[]>(`(() => {
    const cut = [];
    for (const el of document.querySelectorAll('button, a[href]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('[aria-hidden="true"]')) continue;
      const name = (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40);
      // A control (or its label) squeezed narrower than its text: Mantine's buttons hide what overflows.
      const squeezed = [el, ...el.querySelectorAll('*')].some(
        // (A 1 px box is text kept for screen readers only, hidden on purpose.)
        (part) => part.clientWidth > 1 && part.scrollWidth > part.clientWidth + 1 && ['hidden', 'clip'].includes(getComputedStyle(part).overflowX),
      );
      if (squeezed) {
        cut.push(name);
        continue;
      }
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') break;
        if (overflow !== 'hidden' && overflow !== 'clip') continue;
        const b = box.getBoundingClientRect();
        if (b.width > 0 && (r.right > b.right + 1 || r.left < b.left - 1)) cut.push(name);
        break;
      }
    }
    return cut;
  })()`);
  expect(clipped, `controls cut off on ${what}`).toEqual([]);
}
