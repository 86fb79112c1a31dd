/**
 * What React does while a dashboard opens (`npm run build` first): the built app on the demo data,
 * /dashboard for the demo volunteer and administrator at Lighthouse's phone size, each opened
 * `BENCH_RENDERS_RUNS` times (3) in a fresh context. Per load: React's commits, the components
 * mounted and drawn again, the DOM's attribute changes and removals, and the inline style properties
 * left in the DOM; then the components drawn again most often (by the names the build keeps:
 * Mantine's; the app's own are minified).
 * Unlike Lighthouse's blocking time these hardly move from run to run, so a change that draws less
 * shows here even when the machine's noise hides it there. `BENCH_RENDERS_COMMITS=1` lists each
 * commit of the last load. `BENCH_APP_DIR` measures another build (built-app.ts).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO, phoneContextSignedIn, startBuiltApp } from './built-app.js';
import { median } from './stats.js';
import { REACT_COMMIT_HOOK, type RenderCount } from './react-commit-hook.js';

const RUNS = Number(process.env.BENCH_RENDERS_RUNS ?? 3);
const PEOPLE = ['volunteer', 'administrator'] as const;
/** After the network is quiet, what the last answers drew settles (dialogs' code, late effects). */
const SETTLE_MS = 1500;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const who of PEOPLE) {
      const token = await app.tokenFor(DEMO[who]);
      const loads: (RenderCount & { inlineStyles: number })[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await phoneContextSignedIn(browser, token);
        await context.addInitScript({ content: REACT_COMMIT_HOOK });
        const page = await context.newPage();
        await page.goto(`${app.base}/dashboard`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(SETTLE_MS);
        loads.push({
          ...(await page.evaluate(() => (globalThis as unknown as { __renderCount: RenderCount }).__renderCount)),
          // Inline style properties (longhands) once drawn: each is set one by one, and an element
          // with its own inline style cannot share a computed style with its like.
          inlineStyles: await page.evaluate(() =>
            [
              ...(
                globalThis as unknown as { document: { querySelectorAll(s: string): Iterable<{ style: { length: number } }> } }
              ).document.querySelectorAll('body [style]'),
            ].reduce((n, el) => n + el.style.length, 0),
          ),
        });
        await context.close();
      }
      const figure = (f: (l: RenderCount & { inlineStyles: number }) => number) => {
        const values = loads.map(f);
        return `${String(median(values))} (${values.join(', ')})`;
      };
      console.log(`/dashboard (${who}), ${String(RUNS)} loads, median (each):`);
      console.log(`  commits ${figure((l) => l.commits.length)}`);
      console.log(`  components mounted ${figure((l) => sum(l.commits.map((c) => c.mounts)))}`);
      console.log(`  components drawn again ${figure((l) => sum(l.commits.map((c) => c.updates)))}`);
      console.log(`  DOM attribute changes ${figure((l) => l.mutations.attributes)}, removals ${figure((l) => l.mutations.removals)}`);
      console.log(`  inline style properties once drawn ${figure((l) => l.inlineStyles)}`);
      const last = loads.at(-1);
      if (!last) continue;
      const again = new Map<string, number>();
      for (const [name, n] of last.commits.flatMap((c) => c.names)) if (!name.startsWith('+')) again.set(name, (again.get(name) ?? 0) + n);
      const top = [...again].sort((a, b) => b[1] - a[1]).slice(0, 10);
      console.log(`  drawn again most (last load): ${top.map(([name, n]) => `${name || '(host)'} ×${String(n)}`).join(', ')}`);
      if (process.env.BENCH_RENDERS_COMMITS === '1') {
        for (const c of last.commits) {
          const names = c.names.sort((a, b) => b[1] - a[1]).slice(0, 6);
          console.log(
            `    ${String(c.at)} ms: +${String(c.mounts)} mounted, ${String(c.updates)} again; ${names.map(([n, k]) => `${n}×${String(k)}`).join(' ')}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    app.stop();
  }
}

void main();
