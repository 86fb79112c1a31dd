/**
 * The server's CPU time per dashboard load (`npm run build` first): the built app on the demo
 * data, /dashboard opened `BENCH_SERVER_CPU_LOADS` times (8) for the demo volunteer and
 * administrator, each in a fresh browser context (nothing cached, as Lighthouse's cold load),
 * with the server's user and system time read from /proc before and after each load. On a
 * two-core machine this time is taken from the page's main thread, so it shows in Lighthouse's
 * blocking time; unlike that figure it hardly moves from run to run. Also the requests each load
 * makes. `BENCH_APP_DIR` measures another build (built-app.ts).
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO, phoneContextSignedIn, startBuiltApp } from './built-app.js';
import { median } from './stats.js';

const LOADS = Number(process.env.BENCH_SERVER_CPU_LOADS ?? 8);
const PEOPLE = ['volunteer', 'administrator'] as const;
/** Linux counts process time in ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;
/** Late calls (the panels drawn near the screen, the timer's socket) finish after the network is quiet. */
const SETTLE_MS = 1500;

/** The process's user + system CPU time so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);

async function main(): Promise<void> {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const who of PEOPLE) {
      const token = await app.tokenFor(DEMO[who]);
      const spent: number[] = [];
      const requests: number[] = [];
      // One load first, not counted: the server reads each file once and its queries warm up.
      for (let load = -1; load < LOADS; load++) {
        const context = await phoneContextSignedIn(browser, token);
        const page = await context.newPage();
        let made = 0;
        page.on('request', () => void made++);
        const before = cpuMs(app.pid);
        await page.goto(`${app.base}/dashboard`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(SETTLE_MS);
        const after = cpuMs(app.pid);
        await context.close();
        if (load < 0) continue;
        spent.push(after - before);
        requests.push(made);
      }
      console.log(
        `/dashboard (${who}), ${String(LOADS)} loads: server CPU ${String(median(spent))} ms median, ${mean(spent).toFixed(0)} mean (${spent.join(', ')}); ${String(median(requests))} requests`,
      );
    }
  } finally {
    await browser.close();
    app.stop();
  }
}

await main();
