export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  runs: number;
}

/** p50/p95/p99 of a list of durations in milliseconds (sorts the list in place). */
export function percentiles(times: number[]): Percentiles {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), runs: times.length };
}

/** The middle value of a list (the upper one of an even list); 0 for none. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Times `fn` `runs` times after `warmup` untimed runs; returns percentiles in milliseconds. */
export async function measure(fn: () => Promise<unknown>, runs = 300, warmup = 30): Promise<Percentiles> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return percentiles(times);
}

/**
 * Collects the garbage left by what ran before (loading the large organisation leaves ~150 MB),
 * so the measurement does not pay for it. Needs node's --expose-gc (the bench scripts pass it).
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * Times two functions in alternation, so drift on the machine (a background job, the cache
 * warming) falls on both alike; for the ratio of an endpoint to its bare query.
 */
export async function measureInterleaved(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  runs = 300,
  warmup = 30,
): Promise<[Percentiles, Percentiles]> {
  const timesA: number[] = [];
  const timesB: number[] = [];
  const timed = async (fn: () => Promise<unknown>, into: number[] | null) => {
    const start = process.hrtime.bigint();
    await fn();
    into?.push(Number(process.hrtime.bigint() - start) / 1e6);
  };
  for (let i = 0; i < warmup + runs; i++) {
    const keep = i >= warmup;
    await timed(a, keep ? timesA : null);
    await timed(b, keep ? timesB : null);
  }
  return [percentiles(timesA), percentiles(timesB)];
}

export function report(name: string, r: Percentiles): void {
  console.log(
    `${name.padEnd(52)} p50 ${r.p50.toFixed(2).padStart(7)} ms   p95 ${r.p95.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   (${r.runs} runs)`,
  );
}

/** How many times slower the endpoint is than the bare query, at p50 and p95. */
export function reportRatio(name: string, endpoint: Percentiles, bare: Percentiles): void {
  const x = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a');
  console.log(`${name.padEnd(52)} p50 ${x(endpoint.p50, bare.p50).padStart(7)}      p95 ${x(endpoint.p95, bare.p95).padStart(7)}`);
}
