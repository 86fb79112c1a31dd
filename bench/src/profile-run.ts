/**
 * Where a page's main thread goes while it opens (`npm run build` first): the built app on the
 * demo data, one cold load of `BENCH_PROFILE_PATH` (/dashboard) for `BENCH_PROFILE_AS` (volunteer)
 * in Chromium, traced with V8's sampler. Each main-thread task long enough to count in
 * Lighthouse's blocking time is listed with what ran in it, samples mapped through the build's
 * source maps to the package or app folder and function. Also prints the page's own long tasks
 * and its largest contentful paint, with the element. `BENCH_PROFILE_CPU=4` slows the
 * CPU as Lighthouse's mobile settings pretend to (1 by default: Lighthouse multiplies an
 * unthrottled trace's tasks by 4, so a task over 12.5 ms here costs blocking time there).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO, TOKEN_KEY, startBuiltApp } from './built-app.js';
import { firstPaintMs, tasksFromTrace, type CallFrame } from './trace-tasks.js';

const PATH = process.env.BENCH_PROFILE_PATH ?? '/dashboard';
const AS = (process.env.BENCH_PROFILE_AS ?? 'volunteer') as keyof typeof DEMO;
const CPU = Number(process.env.BENCH_PROFILE_CPU ?? 1);
/** `BENCH_PROFILE_STACKS=5`: also the five heaviest call stacks (a frame and four callers) of each task. */
const STACKS = Number(process.env.BENCH_PROFILE_STACKS ?? 0);
/** Lighthouse's mobile run multiplies an unthrottled task by 4 and counts what passes 50 ms. */
const COUNTED_OVER_MS = 50 / 4 / CPU;
const DIST = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');

/**
 * Lighthouse's own trace categories (its trace gatherer's list, from the pinned version) and V8's
 * sampler: with them each timer set or cleared, request started and style or DOM change records a
 * stack, as in the trace Lighthouse works its figures out from, so a task here costs what it
 * costs there.
 */
const TRACE_CATEGORIES = [...TraceGatherer.getDefaultTraceCategories(), 'disabled-by-default-v8.cpu_profiler'];

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
function bucketOf(frame: CallFrame): { bucket: string; where: string } {
  if (!frame.url) return { bucket: frame.functionName ? `(${frame.functionName})` : '(native)', where: '' };
  if (!URL.canParse(frame.url)) return { bucket: `(${frame.url})`, where: '' };
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

/** Each task with what ran in it, and the totals; `fcp` (ms from navigation) starts the counted ones. */
function printTasks(tasks: ReturnType<typeof tasksFromTrace>, fcp: number): void {
  const blocking = (ms: number) => Math.max(0, ms * (4 / CPU) - 50);
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  // Lighthouse counts blocking time from the first contentful paint on.
  const total = tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + blocking(t.ms), 0);
  console.log(`\ntasks over ${COUNTED_OVER_MS.toFixed(1)} ms: blocking time at 4x after FCP ${total.toFixed(0)} ms`);
  for (const task of tasks) {
    const inTask = new Map<string, number>();
    const fnInTask = new Map<string, number>();
    const stacks = new Map<string, number>();
    const appInTask = new Map<string, number>();
    for (const { frame, callers, ms } of task.frames) {
      // The app's own code that led there: which module or component the time was spent for.
      for (const caller of [frame, ...callers]) {
        const { bucket, where } = bucketOf(caller);
        if (!where || !/^(apps|packages)\/|^\.\.\//.test(bucket)) continue;
        appInTask.set(where, (appInTask.get(where) ?? 0) + ms);
        break;
      }
      if (STACKS) {
        const stack = [frame, ...callers.slice(0, 4)].map((f) => bucketOf(f).where || bucketOf(f).bucket).join(' < ');
        stacks.set(stack, (stacks.get(stack) ?? 0) + ms);
      }
      const { bucket, where } = bucketOf(frame);
      inTask.set(bucket, (inTask.get(bucket) ?? 0) + ms);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
      if (where) {
        fnInTask.set(where, (fnInTask.get(where) ?? 0) + ms);
        functions.set(where, (functions.get(where) ?? 0) + ms);
      }
    }
    const list = (m: Map<string, number>, n: number) => top(m, n).map((l) => l.trim().replace(/\s+ms\s+/, ' ms '));
    console.log(
      `${task.start >= fcp ? '*' : ' '} at ${task.start.toFixed(0)} ms: ${task.ms.toFixed(1)} ms (blocking ${blocking(task.ms).toFixed(0)}): ${list(inTask, 5).join('; ')}`,
    );
    console.log(`      ${list(fnInTask, 4).join('; ')}`);
    console.log(`      for the app's: ${list(appInTask, 4).join('; ')}`);
    console.log(`      browser work: ${list(task.work, 5).join('; ')}`);
    for (const line of list(stacks, STACKS)) console.log(`        ${line}`);
  }
  console.log('\nself time in those tasks by package or folder:');
  for (const line of top(buckets, 20)) console.log(line);
  console.log('\nself time in those tasks by function:');
  for (const line of top(functions, 25)) console.log(line);
}

/**
 * `BENCH_PROFILE_TRACE=file`: a trace recorded elsewhere (`bench:lighthouse` with
 * `BENCH_LIGHTHOUSE_SAVE` keeps each run's, with V8's sampler) read instead of a load of its own.
 */
function fromFile(file: string): void {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Parameters<typeof tasksFromTrace>[0] };
  const fcp = firstPaintMs(traceEvents) ?? 0;
  console.log(`${file}: FCP ${fcp.toFixed(0)} ms in the trace`);
  printTasks(tasksFromTrace(traceEvents, COUNTED_OVER_MS), fcp);
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
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${app.base}${PATH}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: Parameters<typeof tasksFromTrace>[0] };
    const seen = await page.evaluate<{ long: { start: number; duration: number }[]; lcp: number; lcpElement: string; fcp: number }>(
      `({ long: globalThis.__long, lcp: globalThis.__lcp, lcpElement: globalThis.__lcpElement,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 })`,
    );
    const tasks = tasksFromTrace(trace.traceEvents, COUNTED_OVER_MS);
    console.log(`${PATH} as ${AS}, CPU ${String(CPU)}x: FCP ${seen.fcp.toFixed(0)} ms, LCP ${seen.lcp.toFixed(0)} ms (${seen.lcpElement})`);
    console.log(`long tasks seen by the page: ${seen.long.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(', ')}`);
    printTasks(tasks, seen.fcp);
  } finally {
    await browser.close();
    app.stop();
  }
}

if (process.env.BENCH_PROFILE_TRACE) fromFile(process.env.BENCH_PROFILE_TRACE);
else await main();
