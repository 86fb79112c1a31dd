/** Times `fn` `runs` times after `warmup` untimed runs; returns percentiles in milliseconds. */
export async function measure(fn: () => Promise<unknown>, runs = 300, warmup = 30) {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), runs };
}

export function report(name: string, r: { p50: number; p95: number; p99: number; runs: number }): void {
  console.log(`${name.padEnd(52)} p50 ${r.p50.toFixed(2).padStart(7)} ms   p95 ${r.p95.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   (${r.runs} runs)`);
}
