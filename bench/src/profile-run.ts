/**
 * Where a page's main thread goes while it opens (`npm run build` first): the built app on the
 * demo data, one cold load of `BENCH_PROFILE_PATH` (/dashboard) for `BENCH_PROFILE_AS` (volunteer)
 * in Chromium with V8's sampling profiler on, each sample's self time mapped through the build's
 * source maps to the package or app folder it belongs to. Also prints the page's long tasks (over
 * 50 ms, as the page saw them) and its largest contentful paint. `BENCH_PROFILE_CPU=4` slows the
 * CPU as Lighthouse's mobile settings pretend to (1 by default: Lighthouse multiplies an
 * unthrottled trace's tasks by 4, so a task over 12.5 ms here costs blocking time there).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO, TOKEN_KEY, startBuiltApp } from './built-app.js';

const PATH = process.env.BENCH_PROFILE_PATH ?? '/dashboard';
const AS = (process.env.BENCH_PROFILE_AS ?? 'volunteer') as keyof typeof DEMO;
const CPU = Number(process.env.BENCH_PROFILE_CPU ?? 1);
const DIST = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  const file = new URL(url).pathname;
  if (!consumers.has(file)) {
    try {
      consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join(DIST, `${file}.map`), 'utf8')) as RawSourceMap));
    } catch {
      consumers.set(file, null);
    }
  }
  return consumers.get(file) ?? null;
}

/** A package (`react-dom`, `@mantine/core`) or an app folder (`web/features/dashboard`). */
function bucketOf(frame: ProfileNode['callFrame']): { bucket: string; where: string } {
  if (!frame.url) return { bucket: frame.functionName ? `(${frame.functionName})` : '(native)', where: '' };
  if (!frame.url.includes('/assets/')) return { bucket: `(page ${new URL(frame.url).pathname})`, where: '' };
  const original = consumerFor(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = original?.source ?? frame.url;
  const where = `${original?.name ?? frame.functionName} ${source.replace(/^.*?(node_modules|src)\//, '')}:${String(original?.line)}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg?.[1]) return { bucket: pkg[1], where };
  const [, root, folder] = /(apps\/web\/src|packages\/[^/]+\/src)\/([^/]+(?:\/[^/]+)?)/.exec(source) ?? [];
  return { bucket: root && folder ? `${root.replace('/src', '')}/${folder.replace(/\/[^/]+\.tsx?$/, '')}` : source, where };
}

function top(map: Map<string, number>, n: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${k}`);
}

async function main(): Promise<void> {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const token = await app.tokenFor(DEMO[AS]);
    await context.addInitScript(
      ([key, value]) => {
        const w = globalThis as unknown as {
          localStorage: { setItem(k: string, v: string): void };
          __long: { start: number; duration: number }[];
          __lcp: number;
          __lcpElement: string;
          PerformanceObserver: new (
            cb: (list: { getEntries(): { startTime: number; duration: number; size?: number; element?: { outerHTML: string } }[] }) => void,
          ) => {
            observe(o: object): void;
          };
        };
        w.localStorage.setItem(key, value);
        w.__long = [];
        w.__lcp = 0;
        new w.PerformanceObserver((list) =>
          w.__long.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))),
        ).observe({
          type: 'longtask',
          buffered: true,
        });
        new w.PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            w.__lcp = e.startTime;
            w.__lcpElement = `${String(e.size)} px² ${e.element?.outerHTML.slice(0, 160) ?? ''}`;
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      },
      [TOKEN_KEY, token] as const,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${app.base}${PATH}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const seen = await page.evaluate<{ long: { start: number; duration: number }[]; lcp: number; lcpElement: string }>(
      '({ long: globalThis.__long, lcp: globalThis.__lcp, lcpElement: globalThis.__lcpElement })',
    );

    const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
    const buckets = new Map<string, number>();
    const functions = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const node = byNode.get(id);
      if (!node) return;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const { bucket, where } = bucketOf(node.callFrame);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
      if (where) functions.set(where, (functions.get(where) ?? 0) + ms);
    });
    // Busy stretches: samples between two idle ones, each with what took its time.
    const stretches: { start: number; ms: number; buckets: Map<string, number> }[] = [];
    let at = 0;
    let current: (typeof stretches)[number] | null = null;
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      at += ms;
      const node = byNode.get(id);
      if (!node || node.callFrame.functionName === '(idle)') {
        current = null;
        return;
      }
      if (!current) stretches.push((current = { start: at, ms: 0, buckets: new Map() }));
      current.ms += ms;
      const { bucket } = bucketOf(node.callFrame);
      current.buckets.set(bucket, (current.buckets.get(bucket) ?? 0) + ms);
    });
    console.log(`${PATH} as ${AS}, CPU ${String(CPU)}x: LCP ${seen.lcp.toFixed(0)} ms (${seen.lcpElement})`);
    console.log(`long tasks: ${seen.long.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(', ')}`);
    console.log('\nbusy stretches over 12.5 ms (what Lighthouse counts at 4x):');
    for (const s of stretches.filter((x) => x.ms > 12.5))
      console.log(
        `  at ${s.start.toFixed(0)} ms, ${s.ms.toFixed(1)} ms: ${top(s.buckets, 6)
          .map((l) => l.trim().replace(/\s+ms\s+/, ' ms '))
          .join('; ')}`,
      );
    console.log('\nself time by package or folder:');
    for (const line of top(buckets, 30)) console.log(line);
    console.log('\nself time by function:');
    for (const line of top(functions, 30)) console.log(line);
  } finally {
    await browser.close();
    app.stop();
  }
}

await main();
