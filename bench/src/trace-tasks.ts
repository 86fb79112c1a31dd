/**
 * A Chromium trace (`browser.startTracing` with V8's sampler) read as the renderer's main-thread
 * tasks, each with the profile samples taken while it ran: what Lighthouse multiplies by 4 and
 * counts as blocking time, and what was running in it.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface Sample {
  frame: CallFrame;
  /** The frames that called it, innermost first. */
  callers: CallFrame[];
  ms: number;
}
export interface Task {
  /** Milliseconds from navigation start. */
  start: number;
  ms: number;
  frames: Sample[];
  /** What the browser did in it besides script, by trace event (style, layout, paint, parsing). */
  work: Map<string, number>;
}

/** Browser work worth naming when a task's time is not in script. */
const WORK = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'v8.compileModule',
  'v8.compile',
  'EvaluateScript',
  'v8.evaluateModule',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'MajorGC',
  'MinorGC',
]);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (microseconds), where `dur` is the wall clock. */
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      navigationId?: string;
      cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** The page's own navigation: the one its first contentful paint names, not about:blank's before it. */
function pageNavigation(events: TraceEvent[]): TraceEvent | undefined {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  return paint && events.find((e) => e.name === 'navigationStart' && e.args?.data?.navigationId === paint.args?.data?.navigationId);
}

/** The first contentful paint, in milliseconds from the page's navigation (none: not in the trace). */
export function firstPaintMs(events: TraceEvent[]): number | undefined {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const navigation = pageNavigation(events);
  return paint && navigation ? (paint.ts - navigation.ts) / 1000 : undefined;
}

export function tasksFromTrace(events: TraceEvent[], longerThanMs: number): Task[] {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer: the thread that painted its first content, else the main thread that ran
  // the most (Chromium's own pages, such as a headless browser's omnibox, can run more than it).
  const painted = events.find((e) => e.name === 'firstContentfulPaint');
  const busiest =
    mains.find((m) => painted && m.pid === painted.pid && m.tid === painted.tid) ??
    mains
      .map((m) => ({ m, busy: events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').length }))
      .sort((a, b) => b.busy - a.busy)[0]?.m;
  if (!busiest) throw new Error('the trace has no renderer main thread');
  const onMain = (e: TraceEvent) => e.pid === busiest.pid && e.tid === busiest.tid;
  const navigation = (pageNavigation(events) ?? events.find((e) => onMain(e) && e.name === 'navigationStart'))?.ts ?? 0;

  const nodes = new Map<number, { frame: CallFrame; parent: number | undefined }>();
  const callersOf = (id: number | undefined): CallFrame[] => {
    const out: CallFrame[] = [];
    for (
      let node = id === undefined ? undefined : nodes.get(id);
      node;
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    )
      out.push(node.frame);
    return out;
  };
  const samples: (Sample & { ts: number })[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === busiest.pid && e.tid === busiest.tid);
  // Each renderer's profile is `0x1`: a chunk is this one's when it comes from the same process.
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === busiest.pid && e.id === profile?.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, { frame: node.callFrame, parent: node.parent });
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      const delta = deltas[i] ?? 0;
      ts += delta;
      const node = nodes.get(id);
      if (node) samples.push({ ts, frame: node.frame, callers: callersOf(node.parent), ms: (deltas[i + 1] ?? delta) / 1000 });
    });
  }

  const work = events.filter((e) => onMain(e) && e.ph === 'X' && WORK.has(e.name));
  return events
    .filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) / 1000 > longerThanMs)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      return {
        start: (task.ts - navigation) / 1000,
        ms: (task.dur ?? 0) / 1000,
        frames: samples.filter((s) => s.ts >= task.ts && s.ts <= end).map(({ frame, callers, ms }) => ({ frame, callers, ms })),
        work: work
          .filter((e) => e.ts >= task.ts && e.ts <= end)
          .reduce((sum, e) => sum.set(e.name, (sum.get(e.name) ?? 0) + (e.dur ?? 0) / 1000), new Map<string, number>()),
      };
    });
}

/**
 * The main thread's blocking time counted on its own CPU time instead of the wall clock: each task
 * from the first contentful paint on, its thread time times `slowdown` less 50 ms (Lighthouse's
 * rule, on thread time), and the wall-clock time those tasks spent waiting for a core. On a host
 * where the browser's other processes, the app's server and Lighthouse share two cores, a task's
 * wall time is often twice its thread time; Lighthouse's simulation multiplies the wall time.
 */
export function ownCpuBlocking(events: TraceEvent[], slowdown = 4): { blockingMs: number; waitedMs: number } {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return { blockingMs: NaN, waitedMs: NaN };
  const tasks = events.filter(
    (e) => e.pid === paint.pid && e.tid === paint.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= paint.ts,
  );
  let blockingMs = 0;
  let waitedMs = 0;
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    blockingMs += Math.max(0, cpu * slowdown - 50);
    waitedMs += Math.max(0, wall - cpu);
  }
  return { blockingMs, waitedMs };
}
