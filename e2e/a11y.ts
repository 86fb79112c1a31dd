import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

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
  const violations = await runAxe(page, exclude);
  const found = violations.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')}${n.why ? ` [${n.why}]` : ''}`).join(' | ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

/** `why`: axe's account of a node's failure (a contrast's ratio and colours), to fix it from the log. */
type Violation = Pick<axe.Result, 'id' | 'help'> & { nodes: { target: string[]; why?: string }[] };

/**
 * axe-core run in the page itself, on its document (the app draws no frame of its own but the
 * sandboxed ones `exclude` leaves out). @axe-core/playwright's `analyze` took 12-16 s on the
 * Owner's dashboard, most of it outside the 2 s audit (it finishes each run in a page it opens for
 * the purpose); this takes 1-3 s, and the journeys spent most of their time there (decision 050).
 */
async function runAxe(page: Page, exclude?: string): Promise<Violation[]> {
  // A new document has no axe: put it in (through the DevTools protocol, which the page's CSP allows).
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const { axe: inPage } = globalThis as unknown as { axe: typeof axe };
      // With no context, axe audits the whole document.
      const context: axe.ElementContext = exclude ? { exclude: [[exclude]] } : { exclude: [] };
      const result = await inPage.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return result.violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), why: n.failureSummary?.replace(/\s+/g, ' ') })),
      }));
    },
    { tags: WCAG_AA, exclude },
  );
}

/** A placeholder still in view: a panel's (Mantine's skeleton) or a page's (PageSkeleton). */
const LOADING = '.mantine-Skeleton-root:visible, [role="status"][aria-busy="true"]:visible';

/** Scrolls down the page as a reader would until no placeholder is left, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  // Until the app's code has run there is no placeholder to wait for, and an empty page would
  // pass for a finished one.
  await page.waitForFunction('(document.getElementById("root")?.childElementCount ?? 1) > 0');
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
